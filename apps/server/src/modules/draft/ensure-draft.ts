import { draftSettingsOf, UNSIGNED_CONTRACT } from '@rinkside/domain';
import { createRng, generateDraftClass } from '@rinkside/sim';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import { countTeams, type Db, type LeagueRow } from '../leagues/api';
import { playerToRow } from '../../db/player-row';
import { countProspects, insertClassPlayers, insertProspects } from './class-repo';
import { type DraftRow, findDraftOfSeason, insertDraft } from './repo';

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
  const inserted = await insertDraft(trx, { leagueId: league.id, seasonId: season.id, year, at });
  if (inserted) await createClass(trx, { league, year, seasonYear: season.start_year });
  const draft = await findDraftOfSeason(trx, season.id);
  if (!draft) throw new Error(`The draft of season ${season.id} could not be created.`);
  return draft;
}

async function createClass(trx: Db, input: { league: LeagueRow; year: number; seasonYear: number }) {
  const { league, year } = input;
  // Last year's undrafted who re-enter (moved into this year by the rollover) count toward the class.
  const reEntries = await countProspects(trx, league.id, year);
  const teams = await countTeams(trx, league.id);
  const picks = teams * draftSettingsOf(league.draft_settings).rounds;
  const size = Math.max(0, Math.round(PROSPECTS_PER_PICK * picks) - reEntries);
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
      status: 'draft' as const,
      // No contract yet: an unsigned player's row holds one year at no cap hit, as a prospect's does.
      cap_hit: UNSIGNED_CONTRACT.capHit,
      contract_years: UNSIGNED_CONTRACT.yearsLeft,
    }));
    const ids = await insertClassPlayers(trx, rows);
    await insertProspects(
      trx,
      batch.map((p, j) => ({
        player_id: ids[j]?.id ?? 0,
        league_id: league.id,
        year,
        scout_bias: p.scoutBias,
        scouting_note: p.scoutingNote,
      })),
    );
  }
}
