import type { Db } from '../../db/schema';
import { enqueueWebhookEvent } from '../webhooks/enqueue';
import { findUsername } from './members-repo';

// Discord shows a description of up to 4096 characters; a long post is cut, and its link leads to the rest.
const MIRRORED_TEXT_MAX = 1500;

/**
 * Queues a new thread or post of a mirrored channel to the league's webhooks that take the board's kind
 * (its Discord webhook), in the post's transaction: it goes through the outbox like every league event,
 * sent by the delivery worker, never in the request (decision 090). Private threads never go.
 */
export async function mirrorToDiscord(
  trx: Db,
  input: {
    channel: { name: string; mirrored_at: string | null };
    leagueId: number;
    threadId: number;
    title: string;
    body: string;
    authorId: number;
    at: string;
    isNewThread: boolean;
  },
): Promise<void> {
  if (input.channel.mirrored_at === null) return;
  const author = (await findUsername(trx, input.authorId))?.username ?? 'Someone';
  const text =
    input.body.length > MIRRORED_TEXT_MAX ? `${input.body.slice(0, MIRRORED_TEXT_MAX)}…` : input.body;
  await enqueueWebhookEvent(trx, input.leagueId, {
    kind: 'board',
    title: `${input.channel.name}: ${input.isNewThread ? '' : 'Re: '}${input.title}`,
    text: `${author}: ${text}`,
    url: `/league/${input.leagueId}/board/thread/${input.threadId}`,
    at: input.at,
    data: { channel: input.channel.name, threadId: input.threadId, author, newThread: input.isNewThread },
  });
}
