// The board's query keys: every one starts ['board', leagueId], the key a live 'board' event invalidates
// (features/messages/use-live-messages), so an open board page reads again when anyone posts.

export const boardKeys = {
  all: (leagueId: number) => ['board', leagueId] as const,
  channels: (leagueId: number) => ['board', leagueId, 'channels'] as const,
  threads: (leagueId: number, channelId: number) => ['board', leagueId, 'threads', channelId] as const,
  posts: (leagueId: number, threadId: number) => ['board', leagueId, 'posts', threadId] as const,
};
