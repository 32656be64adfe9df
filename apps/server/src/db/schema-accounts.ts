import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

// The accounts' tables: users, their e-mail verifications and their sign-ins (refresh tokens).

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
  /** Set when the account was deleted; the row stays, anonymised (docs/decisions/041). */
  deleted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  /** The browser's User-Agent when the sign-in began or last rotated; null in rows from before 0017. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address it came from, last part hidden (approximateIp); null when unknown. */
  approximate_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** When this token was issued or last refreshed through; null in rows from before 0017. */
  last_used_at: ColumnType<string | null, string | null | undefined, string | null>;
}
