import type { Message } from '@rinkside/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shownUsername } from '../users/present';

type Db = Kysely<Database>;

function selectMessages(db: Db) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.receiver_id')
    .select([
      'm.id',
      'm.sender_id',
      'm.receiver_id',
      'm.content',
      'm.created_at',
      'm.read_at',
      's.username as sender_username',
      'r.username as receiver_username',
      's.deleted_at as sender_deleted_at',
      'r.deleted_at as receiver_deleted_at',
    ]);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    // A deleted account's messages stay for the other party, from "Deleted user" (docs/decisions/041).
    sender: { id: row.sender_id, username: shownUsername(row.sender_username, row.sender_deleted_at) },
    receiver: {
      id: row.receiver_id,
      username: shownUsername(row.receiver_username, row.receiver_deleted_at),
    },
    content: row.content,
    createdAt: row.created_at,
    isRead: row.read_at !== null,
  };
}

export async function listInbox(db: Db, userId: number): Promise<Message[]> {
  const rows = await selectMessages(db)
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.receiver_id', '=', userId)]))
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map(presentMessage);
}

export async function findMessage(db: Db, id: number): Promise<Message | undefined> {
  const row = await selectMessages(db).where('m.id', '=', id).executeTakeFirst();
  return row ? presentMessage(row) : undefined;
}

export async function insertMessage(
  db: Db,
  senderId: number,
  receiverId: number,
  content: string,
  at: string,
) {
  const row = await db
    .insertInto('messages')
    .values({ sender_id: senderId, receiver_id: receiverId, content, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markRead(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
