import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from './database';
import { accounts } from './migrations/0001-accounts';
import { leagues } from './migrations/0002-leagues';
import { games } from './migrations/0003-games';
import { messages } from './migrations/0004-messages';
import { playerAvailability } from './migrations/0005-player-availability';
import { compactGameRecords } from './migrations/0006-compact-game-records';
import { leagueClock } from './migrations/0007-league-clock';
import { playoffs } from './migrations/0008-playoffs';
import { seasonsHistory } from './migrations/0009-seasons-history';
import { notifications } from './migrations/0010-notifications';

/** Every migration, in order; the same set runs on SQLite and PostgreSQL. */
export function allMigrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '0001-accounts': accounts(kind),
    '0002-leagues': leagues(kind),
    '0003-games': games(kind),
    '0004-messages': messages(kind),
    '0005-player-availability': playerAvailability(kind),
    '0006-compact-game-records': compactGameRecords(kind),
    '0007-league-clock': leagueClock(kind),
    '0008-playoffs': playoffs(kind),
    '0009-seasons-history': seasonsHistory(kind),
    '0010-notifications': notifications(kind),
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations() {
    return allMigrations(this.kind);
  }
}

export async function migrateToLatest({ db, kind }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(kind) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
