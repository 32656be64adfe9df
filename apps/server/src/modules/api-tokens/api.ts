// What the rest of the server uses of personal API tokens (docs/decisions/088).
export { authenticateBearer, bearerToken } from './bearer';
