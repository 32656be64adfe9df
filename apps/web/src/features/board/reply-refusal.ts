import { formatLeagueDateTime, ownTimeZone } from '@rinkside/domain';

/** When a mute ends, on the reader's own clock (board times are the wall clock's, decision 087). */
export const muteEndWords = (until: string): string => formatLeagueDateTime(until, ownTimeZone());

/**
 * Why the viewer cannot reply in a thread the server said takes no reply from him, in the order the server
 * checks (board-rules): not a member, muted (until when), a read-only channel, a locked thread.
 */
export function replyRefusal(facts: {
  member: boolean;
  mutedUntil: string | null;
  channel: { name: string; readOnly: boolean } | undefined;
  locked: boolean;
}): string {
  if (!facts.member) return "Only the league's GMs and commissioners post on its board.";
  if (facts.mutedUntil) return `You are muted on this board until ${muteEndWords(facts.mutedUntil)}.`;
  if (facts.channel?.readOnly)
    return `${facts.channel.name} is read-only: only the commissioners post there.`;
  if (facts.locked) return 'This thread is locked: it takes no more replies.';
  return 'You cannot reply in this thread.';
}
