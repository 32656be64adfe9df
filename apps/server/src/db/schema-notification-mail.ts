type Timestamp = string;

/** Each user's digest frequency (docs/decisions/035); the mail job's claim on them is a job step (066). */
export interface NotificationDigestsTable {
  user_id: number;
  /** A MailDigest: 'immediately' | 'daily' | 'never'; no row means the default, 'daily'. */
  frequency: string;
  last_sent_at: Timestamp | null;
}

/** Where a notification stands with e-mail: null when its channel was not 'app_email'. */
export type NotificationMailState = 'pending' | 'sent' | 'skipped';
