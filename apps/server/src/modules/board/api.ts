// A new league's board starts with its default channels.
export { ensureDefaultChannels } from './default-channels';
// Threads opened from a trade or a news item (decision 090).
export { findLinkedThread, openLinkedThread } from './linked-threads';
export { type BoardViewer, boardViewer } from './role';
