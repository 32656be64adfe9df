import { mentionedUserIds, newlyMentionedNames } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { notify } from '../notifications/service';
import { mentionTargets } from './members-repo';
import { privateThreadReaders } from './readers';

/**
 * Tells each GM a post newly mentions (by username or by his team's abbreviation), in the post's
 * transaction: a new post tells everyone it names; an edit only those it adds, so no one hears twice.
 * Returns who was told, to announce once the transaction commits.
 */
export async function tellMentioned(
  trx: Db,
  input: {
    leagueId: number;
    leagueName: string;
    threadId: number;
    threadTitle: string;
    postId: number;
    author: { id: number; username: string };
    before: string | null;
    after: string;
    at: string;
  },
): Promise<(number | null)[]> {
  const names = newlyMentionedNames(input.before, input.after);
  if (names.length === 0) return [];
  const targets = await mentionTargets(trx, input.leagueId);
  const named = mentionedUserIds({ names, authorId: input.author.id, ...targets });
  // In a private thread, only those who may read it hear of a mention (decision 090).
  const readers = await privateThreadReaders(trx, { leagueId: input.leagueId, threadId: input.threadId });
  const userIds = readers === null ? named : named.filter((id) => readers.has(id));
  const told: (number | null)[] = [];
  for (const userId of userIds)
    told.push(
      await notify(trx, {
        userId,
        at: input.at,
        kind: 'board_mention',
        payload: {
          leagueId: input.leagueId,
          leagueName: input.leagueName,
          threadId: input.threadId,
          threadTitle: input.threadTitle,
          postId: input.postId,
          author: input.author.username,
        },
      }),
    );
  return told;
}
