import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC strings on both dialects, so they compare as text. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  /** Lower-cased username, for case-insensitive uniqueness and login. */
  username_key: string;
  password_hash: string;
  gm_name: string | null;
  favorite_team: string | null;
  prefers_to: string | null;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one sign-in shares a family; reuse revokes the family. */
  family: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  refresh_tokens: RefreshTokensTable;
}
