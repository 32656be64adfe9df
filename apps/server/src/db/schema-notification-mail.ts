type Timestamp = string;

/** Each user's digest frequency and the mail job's claim on them (docs/decisions/035). */
export interface NotificationDigestsTable {
  user_id: number;
  /** A MailDigest: 'immediately' | 'daily' | 'never'; no row means the default, 'daily'. */
  frequency: string;
  /** Set while one server process mails the user; another process leaves the user alone until then. */
  claimed_until: Timestamp | null;
  last_sent_at: Timestamp | null;
}

/** Where a notification stands with e-mail: null when its channel was not 'app_email'. */
export type NotificationMailState = 'pending' | 'sent' | 'skipped';
