import type { Generated } from 'kysely';

type Timestamp = string;

/** A mailed password reset link (docs/decisions/039); only the hash of its token is kept. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  /** Set when the link reset the password, or when a newer link or a reset replaced it. */
  used_at: Timestamp | null;
  created_at: Timestamp;
}
