// One league message, read back for the event stream.
export { findMessage } from './repo';
