// A new league's board starts with its default channels.
export { ensureDefaultChannels } from './default-channels';
