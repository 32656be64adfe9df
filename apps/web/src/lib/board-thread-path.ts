/** A board thread's page (decision 090 links to it from trades and news). */
export const boardThreadPath = (leagueId: number, threadId: number) =>
  `/league/${leagueId}/board/thread/${threadId}`;
