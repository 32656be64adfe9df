import type { Message } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findUserById } from '../users/api';
import * as repo from './repo';

export const listInbox = (ctx: AppContext, userId: number) => repo.listInbox(ctx.database.db, userId);

export async function sendMessage(
  ctx: AppContext,
  senderId: number,
  receiverId: number,
  content: string,
): Promise<Message> {
  if (receiverId === senderId) throw badRequest('You cannot send a message to yourself.');
  const receiver = await findUserById(ctx.database.db, receiverId);
  if (!receiver) throw notFound('That user does not exist.');
  if (receiver.deleted_at !== null) throw notFound('That user has deleted their account.');
  const id = await repo.insertMessage(
    ctx.database.db,
    senderId,
    receiverId,
    content,
    ctx.now().toISOString(),
  );
  const message = await repo.findMessage(ctx.database.db, id);
  if (!message) throw notFound('That message does not exist.');
  await ctx.events.publish([senderId, receiverId], { type: 'message', message });
  return message;
}

/** Only the receiver marks a message read; the sender learns of it live (the read tick). */
export async function markRead(ctx: AppContext, userId: number, messageId: number): Promise<Message> {
  const message = await repo.findMessage(ctx.database.db, messageId);
  if (!message) throw notFound('That message does not exist.');
  if (message.receiverId !== userId) throw forbidden('Only the receiver can mark a message as read.');
  if (await repo.markRead(ctx.database.db, messageId, ctx.now().toISOString())) {
    await ctx.events.publish([message.senderId, message.receiverId], {
      type: 'read',
      messageIds: [messageId],
      readerId: userId,
    });
  }
  return { ...message, isRead: true };
}
