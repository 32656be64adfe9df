import type { Message } from '@rinkside/domain';

export interface Partner {
  id: number;
  username: string;
}

export interface Conversation {
  partner: Partner;
  /** Oldest first. */
  messages: Message[];
  lastMessage: Message;
  /** Messages from the partner not yet read by the viewer. */
  unread: number;
}

const time = (m: Message) => new Date(m.createdAt).getTime();

/** The inbox grouped by the other person, the most recent conversation first. */
export function buildConversations(inbox: readonly Message[], viewerId: number): Conversation[] {
  const byPartner = new Map<number, Message[]>();
  for (const message of [...inbox].sort((a, b) => time(a) - time(b) || a.id - b.id)) {
    const partnerId = message.senderId === viewerId ? message.receiverId : message.senderId;
    const thread = byPartner.get(partnerId) ?? [];
    thread.push(message);
    byPartner.set(partnerId, thread);
  }
  const conversations: Conversation[] = [];
  for (const messages of byPartner.values()) {
    const lastMessage = messages[messages.length - 1];
    if (!lastMessage) continue;
    const partner = lastMessage.senderId === viewerId ? lastMessage.receiver : lastMessage.sender;
    const unread = messages.filter((m) => m.receiverId === viewerId && !m.isRead).length;
    conversations.push({ partner, messages, lastMessage, unread });
  }
  return conversations.sort((a, b) => time(b.lastMessage) - time(a.lastMessage));
}

/** The ids of the partner's messages the viewer has not read yet. */
export function unreadIds(conversation: Conversation | undefined, viewerId: number): number[] {
  if (!conversation) return [];
  return conversation.messages.filter((m) => m.receiverId === viewerId && !m.isRead).map((m) => m.id);
}
