// Co-commissioners: a deleted account stops being one.
export { deleteCoCommissioner } from './repo';
