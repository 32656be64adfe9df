import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from './database';
import type { Database } from './schema';
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
import { leagueNews } from './migrations/0011-league-news';
import { notificationMail } from './migrations/0013-notification-mail';
import { webhooks } from './migrations/0012-webhooks';
import { gmActivity } from './migrations/0014-gm-activity';
import { lineupAttention } from './migrations/0015-lineup-attention';
import { passwordResets } from './migrations/0016-password-resets';
import { accountSettings } from './migrations/0017-account-settings';
import { oidcIdentities } from './migrations/0018-oidc-identities';
import { deletedUsers } from './migrations/0019-deleted-users';
import { contracts } from './migrations/0020-contracts';
import { contractTalks } from './migrations/0021-contract-talks';
import { freeAgency } from './migrations/0022-free-agency';
import { trades } from './migrations/0023-trades';
import { draft } from './migrations/0024-draft';
import { shotMetrics } from './migrations/0025-shot-metrics';
import { playerGameIndex } from './migrations/0026-player-game-index';
import { webhookErrorsInOurWords } from './migrations/0027-webhook-errors-in-our-words';
import { leagueVisibility } from './migrations/0028-league-visibility';
import { commissionersAndAudit } from './migrations/0029-commissioners-and-audit';
import { gameAttempts } from './migrations/0030-game-attempts';
import { seasonStoredFast } from './migrations/0031-a-season-stored-fast';
import { jobSteps } from './migrations/0032-job-steps';
import { leagueAdvances } from './migrations/0033-league-advances';
import { salaryMarket } from './migrations/0034-salary-market';
import { openingHold } from './migrations/0035-opening-hold';
import { leagueTime } from './migrations/0036-league-time';
import { notificationsToActOn } from './migrations/0037-notifications-to-act-on';
import { advanceStop } from './migrations/0039-advance-stop';
import { tradeGainer } from './migrations/0040-trade-gainer';
import { leagueImports } from './migrations/0041-league-imports';
import { leagueBoard } from './migrations/0044-league-board';
import { apiTokens } from './migrations/0045-api-tokens';
import { hallOfFame } from './migrations/0046-hall-of-fame';
import { boardLinks } from './migrations/0047-board-links';
import { seasonRowsThroughGames } from './migrations/0048-season-rows-through-games';
import { hallOfFameJudgedThrough } from './migrations/0049-hall-of-fame-judged-through';

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
    '0011-league-news': leagueNews(kind),
    '0012-webhooks': webhooks(kind),
    '0013-notification-mail': notificationMail(kind),
    '0014-gm-activity': gmActivity(),
    '0015-lineup-attention': lineupAttention(kind),
    '0016-password-resets': passwordResets(kind),
    '0017-account-settings': accountSettings(kind),
    '0018-oidc-identities': oidcIdentities(kind),
    '0019-deleted-users': deletedUsers(),
    '0020-contracts': contracts(kind),
    '0021-contract-talks': contractTalks(kind),
    '0022-free-agency': freeAgency(kind),
    '0023-trades': trades(kind),
    '0024-draft': draft(kind),
    '0025-shot-metrics': shotMetrics(kind),
    '0026-player-game-index': playerGameIndex(),
    '0027-webhook-errors-in-our-words': webhookErrorsInOurWords(),
    '0028-league-visibility': leagueVisibility(),
    '0029-commissioners-and-audit': commissionersAndAudit(kind),
    '0030-game-attempts': gameAttempts(),
    '0031-a-season-stored-fast': seasonStoredFast(kind),
    '0032-job-steps': jobSteps(),
    '0033-league-advances': leagueAdvances(kind),
    '0034-salary-market': salaryMarket(kind),
    '0035-opening-hold': openingHold(kind),
    '0036-league-time': leagueTime(kind),
    '0037-notifications-to-act-on': notificationsToActOn(),
    '0039-advance-stop': advanceStop(),
    '0040-trade-gainer': tradeGainer(kind),
    '0041-league-imports': leagueImports(kind),
    '0044-league-board': leagueBoard(kind),
    '0045-api-tokens': apiTokens(kind),
    '0046-hall-of-fame': hallOfFame(kind),
    '0047-board-links': boardLinks(kind),
    '0048-season-rows-through-games': seasonRowsThroughGames(),
    '0049-hall-of-fame-judged-through': hallOfFameJudgedThrough(),
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations() {
    return allMigrations(this.kind);
  }
}

export async function migrateToLatest({ db, kind }: DatabaseHandle): Promise<void> {
  if (kind === 'sqlite') return migrateOn(db, kind);
  // A migration may rewrite or index a whole table: on its own connection, without the statement
  // timeout that bounds a request's statements (docs/decisions/061).
  await db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      await migrateOn(connection, kind);
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
    }
  });
}

async function migrateOn(db: Kysely<Database>, kind: DatabaseKind): Promise<void> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(kind) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
