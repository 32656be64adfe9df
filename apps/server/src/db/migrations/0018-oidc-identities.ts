import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Social sign-in (docs/decisions/042): each row links one account at an OpenID Connect provider (its
 * issuer's `sub`) to one Rinkside user. A provider account belongs to one user, and a user links at
 * most one account per provider. Accounts made with a provider keep users.password_hash NOT NULL and
 * hold a marker no password can match.
 */
export function oidcIdentities(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('user_identities'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('provider', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(255)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('user_identities_provider_subject', ['provider', 'subject'])
        .addUniqueConstraint('user_identities_user_provider', ['user_id', 'provider'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('user_identities').execute();
    },
  };
}
