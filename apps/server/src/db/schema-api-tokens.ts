import type { Generated } from 'kysely';

type Timestamp = string;

/** A personal API token (docs/decisions/088); only the SHA-256 of its secret is kept. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 'read' or 'write'. */
  scope: string;
  token_hash: string;
  created_at: Timestamp;
  /** Null: it never expires. */
  expires_at: Timestamp | null;
  /** Written at most once a minute. */
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
