import { draftSettingsOf } from '@rinkside/domain';
import { createRng, generateDraftClass } from '@rinkside/sim';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import type { Db, LeagueRow } from '../leagues/repo';
import { playerToRow } from '../players/mapping';
import { type DraftRow, findDraftOfSeason } from './repo';

// docs/decisions/049: about 1.3 prospects for every pick, re-entries included.
const PROSPECTS_PER_PICK = 1.3;

/**
 * The season's drafts row, created with its class (players status 'draft' + draft_prospects rows) in the
 * same transaction the first time; a concurrent creator loses on the unique season_id and reads the
 * winner's.
 */
export async function ensureDraft(
  trx: Db,
  input: { league: LeagueRow; season: { id: number; start_year: number }; at: string },
): Promise<DraftRow> {
  const { league, season, at } = input;
  const existing = await findDraftOfSeason(trx, season.id);
  if (existing) return existing;
  const year = season.start_year + 1;
  const inserted = await trx
    .insertInto('drafts')
    .values({ league_id: league.id, season_id: season.id, year, status: 'upcoming', created_at: at })
    .onConflict((oc) => oc.column('season_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) await createClass(trx, { league, year, seasonYear: season.start_year });
  const draft = await findDraftOfSeason(trx, season.id);
  if (!draft) throw new Error(`The draft of season ${season.id} could not be created.`);
  return draft;
}

async function createClass(trx: Db, input: { league: LeagueRow; year: number; seasonYear: number }) {
  const { league, year } = input;
  // Last year's undrafted who re-enter (moved into this year by the rollover) count toward the class.
  const reEntries = await trx
    .selectFrom('draft_prospects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('league_id', '=', league.id)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  const teams = await trx
    .selectFrom('teams')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('league_id', '=', league.id)
    .executeTakeFirstOrThrow();
  const picks = Number(teams.count) * draftSettingsOf(league.draft_settings).rounds;
  const size = Math.max(0, Math.round(PROSPECTS_PER_PICK * picks) - Number(reEntries.count));
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const prospects = generateDraftClass(createRng(`draft-class:${league.id}:${year}`), {
    size,
    draftYear: year,
    quality,
  });
  for (let i = 0; i < prospects.length; i += 100) {
    const batch = prospects.slice(i, i + 100);
    const rows = batch.map((p) => ({
      ...playerToRow(p.player, league.id, null, input.seasonYear),
      status: 'draft',
      cap_hit: 0,
      // No contract yet: an unsigned player's row holds one year at no cap hit, as a prospect's does.
      contract_years: 1,
    }));
    const ids = await trx.insertInto('players').values(rows).returning('id').execute();
    await trx
      .insertInto('draft_prospects')
      .values(
        batch.map((p, j) => ({
          player_id: ids[j]?.id ?? 0,
          league_id: league.id,
          year,
          scout_bias: p.scoutBias,
          scouting_note: p.scoutingNote,
        })),
      )
      .execute();
  }
}
