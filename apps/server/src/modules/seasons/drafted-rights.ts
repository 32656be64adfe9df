import { draftSettingsOf } from '@rinkside/domain';
import type { DatabaseKind } from '../../db/database';
import * as ledger from '../ledger/api';
import { listHeldRights } from '../draft-rights/api';
import { type SeasonFacts, signDrafted } from '../draft-rights/sign';
import { LEAGUE_QUALITY } from '../leagues/build-rosters';
import type { Db, LeagueRow } from '../leagues/api';
import { listTeamsWithGms } from './draft-repo';

// An AI team signs its first two rounds, and a later pick whose potential reaches a regular's level in a
// league of its quality (docs/decisions/049).
const AI_SIGNS_ROUNDS = 2;
const AI_SIGNS_POTENTIAL_BELOW_QUALITY = 4;

interface RightsInput {
  kind: DatabaseKind;
  league: LeagueRow;
  /** The season being closed, still in its offseason: contracts signed now start in the next one. */
  season: SeasonFacts & { id: number };
  at: string;
}

/**
 * At rollover, after the draft is held (docs/decisions/049): teams with no GM sign their drafted players
 * worth a contract to entry-level contracts; then every drafted player still unsigned whose rights end with
 * the draft just held (his draft year + signingWindowDrafts) leaves the league. Returns both counts.
 */
export async function settleDraftRights(
  trx: Db,
  input: RightsInput,
): Promise<{ signed: number; rightsEnded: number }> {
  const { league, season, at } = input;
  const draftYear = season.start_year + 1;
  const window = draftSettingsOf(league.draft_settings).signingWindowDrafts;
  const quality =
    LEAGUE_QUALITY[league.league_type as keyof typeof LEAGUE_QUALITY] ?? LEAGUE_QUALITY.professional;
  const teams = await listTeamsWithGms(trx, league.id);
  const teamOf = new Map(teams.map((t) => [t.id, t]));
  let signed = 0;
  for (const row of await listHeldRights(trx, league.id)) {
    const team = row.team_id === null ? undefined : teamOf.get(row.team_id);
    if (!team || team.gm_user_id !== null) continue;
    const worth =
      row.round <= AI_SIGNS_ROUNDS || (row.potential ?? 0) >= quality - AI_SIGNS_POTENTIAL_BELOW_QUALITY;
    if (!worth) continue;
    const result = await signDrafted(trx, {
      kind: input.kind,
      league,
      season,
      playerId: row.id,
      teamId: team.id,
      teamName: team.name,
      at,
      byUserId: null,
    });
    if (result.ok) signed += 1;
  }
  let rightsEnded = 0;
  for (const row of await listHeldRights(trx, league.id)) {
    if (row.year + window > draftYear) continue;
    await ledger.movePlayer(
      trx,
      {
        playerId: row.id,
        from: {},
        toTeamId: null,
        lastTeamId: row.team_id,
        retiredAfterSeasonId: season.id,
        log: { leagueId: league.id, teamId: row.team_id, kind: 'rights_ended', detail: {}, byUserId: null },
      },
      { at },
    );
    rightsEnded += 1;
  }
  return { signed, rightsEnded };
}
