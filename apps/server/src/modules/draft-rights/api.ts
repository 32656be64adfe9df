// Drafted players whose rights a team holds, for the summer's signings and ended rights.
export { listHeldRights } from './repo';
