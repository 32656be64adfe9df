// The board's screens load as one chunk: a reader of the channel list opens a thread next (docs/decisions/014).
export { BoardRoute } from './board-route';
export { BoardThreadRoute } from './board-thread-route';
