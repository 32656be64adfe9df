import type { Generated } from 'kysely';

type Timestamp = string;

/** One account at an OpenID Connect provider linked to a user (docs/decisions/042). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** The provider's configured name: 'google', 'discord', or an operator's own. */
  provider: string;
  /** The issuer's `sub` claim: stable for the provider account, unlike its e-mail. */
  subject: string;
  /** The e-mail the provider gave when the link was made, shown in Linked accounts. */
  email: string | null;
  created_at: Timestamp;
}
