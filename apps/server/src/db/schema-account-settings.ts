import type { Generated } from 'kysely';

type Timestamp = string;

/** An e-mail change waiting for the link mailed to the new address (docs/decisions/040). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
}
