import type { NotificationChannel, NotificationKind } from '@rinkside/domain';
import type { Generated } from 'kysely';
import type { Timestamp } from './schema';
import type { NotificationMailState } from './schema-notification-mail';

// What users are told: notifications, the channel each kind goes by, and messages between users.

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  /** JSON: the kind's payload (NotificationContent in @rinkside/domain). */
  payload: string;
  created_at: Timestamp;
  /** When its event happened on its league's clock (docs/decisions/079); the wall clock for a kind of no league. */
  league_at: Timestamp;
  read_at: Timestamp | null;
  /** Set when stored with the 'app_email' channel (docs/decisions/035). */
  mail_state: NotificationMailState | null;
  mailed_at: Timestamp | null;
  /** 1 when it waits for the user's action: the bell counts these (docs/decisions/081). */
  needs_action: Generated<number>;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  content: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}
