import type { Message } from '@rinkside/domain';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testMessage } from '../../test/api-mock';
import { INBOX_QUERY_KEY } from './api/get-inbox';
import { applyLiveEvent } from './inbox-cache';

/** The server's inbox as a test controls it: each fetch answers when the test says, with what it read then. */
function slowServer(initial: Message[]) {
  let stored = initial;
  const pending: (() => void)[] = [];
  return {
    set: (messages: Message[]) => {
      stored = messages;
    },
    fetch: () => {
      const snapshot = stored;
      return new Promise<Message[]>((resolve) => pending.push(() => resolve(snapshot)));
    },
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
  };
}

const reply = testMessage({ id: 2, senderId: 1, receiverId: 3 });

/** A client whose inbox is on screen (observed), as on the inbox page and in the header badge. */
function observedInbox(server: ReturnType<typeof slowServer>, initial: Message[]) {
  const client = new QueryClient();
  client.setQueryData(INBOX_QUERY_KEY, initial);
  const observer = new QueryObserver(client, {
    queryKey: INBOX_QUERY_KEY,
    queryFn: server.fetch,
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, unsubscribe };
}

/** Lets every fetch answer, and the fetches those answers start, until none is left. */
async function settle(client: QueryClient, server: ReturnType<typeof slowServer>) {
  for (let i = 0; i < 20 && (i === 0 || client.isFetching({ queryKey: INBOX_QUERY_KEY }) > 0); i++) {
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('live events into the inbox cache', () => {
  it('keeps a read receipt that came while a fetch read the inbox before it', async () => {
    const server = slowServer([reply]);
    const { client, unsubscribe } = observedInbox(server, [reply]);
    void client.refetchQueries({ queryKey: INBOX_QUERY_KEY });
    // The partner reads the reply after the fetch above read the inbox.
    server.set([{ ...reply, isRead: true }]);
    applyLiveEvent(client, { type: 'read', messageIds: [2], readerId: 3 });
    await settle(client, server);
    expect(client.getQueryData<Message[]>(INBOX_QUERY_KEY)?.[0]?.isRead).toBe(true);
    unsubscribe();
  });

  it('fetches the inbox for a read receipt of a message it does not hold yet', async () => {
    const server = slowServer([{ ...reply, isRead: true }]);
    const { client, unsubscribe } = observedInbox(server, []);
    applyLiveEvent(client, { type: 'read', messageIds: [2], readerId: 3 });
    await settle(client, server);
    expect(client.getQueryData<Message[]>(INBOX_QUERY_KEY)).toEqual([{ ...reply, isRead: true }]);
    unsubscribe();
  });
});
