import type { TableName } from './rinkside-tables';

// The tables a league file leaves out (docs/decisions/086); rinkside-tables.ts declares the ones it carries.

/** Tables the file leaves out, and why: accounts and what belongs to them, and the host's own work. */
export const LEAGUE_FILE_EXCLUDED: Readonly<Partial<Record<TableName, string>>> = {
  users: 'accounts are never carried: the importer becomes the commissioner, GMs are invited again',
  email_verifications: 'an account’s e-mail check',
  refresh_tokens: 'an account’s sign-ins',
  password_resets: 'an account’s password resets',
  user_identities: 'an account’s social sign-ins',
  email_changes: 'an account’s e-mail changes',
  messages: 'messages between users, not the league’s',
  notifications: 'what users were told; the users are not carried',
  notification_preferences: 'a user’s settings',
  notification_digests: 'a user’s mail settings',
  gm_activity: 'a GM’s activity; GM seats are not carried',
  lineup_attention_notices: 'reminders sent to GMs; GM seats are not carried',
  recruitments: 'the search for GMs starts again in the new league',
  applications: 'users applying for GM seats',
  league_co_commissioners: 'users named co-commissioner; the importer is the commissioner',
  league_audit: 'the log of commissioner powers used on the host it was used on, by users not carried',
  league_webhooks: 'outgoing URLs and their secrets belong to the host they were set on',
  webhook_deliveries: 'deliveries of those webhooks',
  job_steps: 'the host’s schedule of timed work; the new league’s steps are made as they fall due',
  league_advances: 'a simulate-ahead request runs on the host it was asked on',
  league_imports: 'how the league was made on its host: the import writes its own (source "rinkside")',
  // The league board (docs/decisions/087): talk between users, who are not carried; a new league's board
  // starts with the default channels.
  board_channels: 'the board starts again with its default channels in the new league',
  board_threads: 'the board’s talk is between users, who are not carried',
  board_posts: 'the board’s talk is between users, who are not carried',
  board_reactions: 'users’ reactions to board posts',
  board_mutes: 'users muted on the board; the users are not carried',
  board_read_markers: 'what each user has read of the board',
  api_tokens: 'a user’s personal API tokens: accounts are not carried, and a token belongs to its host',
};
