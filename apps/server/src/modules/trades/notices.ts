import type { Db, TeamRow } from '../leagues/api';
import { notify } from '../notifications/service';
import { teamsByIds } from './present-repo';
import type { TradeRow } from './repo';

export type TradeEvent =
  | 'proposed'
  | 'countered'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'invalid'
  | 'approved'
  | 'vetoed'
  | 'completed'
  | 'reversed'
  | 'lineup_repaired'
  | 'gm_left';

/** The trade's two teams, the proposer first. */
export async function teamsOf(db: Db, trade: TradeRow): Promise<[TeamRow, TeamRow]> {
  const rows = await teamsByIds(db, [trade.proposer_team_id, trade.partner_team_id]);
  const proposer = rows.find((t) => t.id === trade.proposer_team_id);
  const partner = rows.find((t) => t.id === trade.partner_team_id);
  if (!proposer || !partner) throw new Error(`Trade ${trade.id} lost a team.`);
  return [proposer, partner];
}

/** Tells one team's GM (if a person runs it) of a step in the trade; returns the user told. */
export function tellTeam(
  db: Db,
  input: {
    tradeId: number;
    team: TeamRow;
    other: TeamRow;
    event: TradeEvent;
    reason?: string | null;
    at: string;
  },
): Promise<number | null> {
  const { team, other } = input;
  if (team.gm_user_id === null) return Promise.resolve(null);
  return notify(db, {
    userId: team.gm_user_id,
    at: input.at,
    kind: 'trade_update',
    payload: {
      leagueId: team.league_id,
      tradeId: input.tradeId,
      teamId: team.id,
      teamName: team.name,
      otherTeamName: other.name,
      event: input.event,
      reason: input.reason ?? null,
    },
  });
}

/** Tells both GMs of the trade. */
export async function tellBoth(
  db: Db,
  input: {
    tradeId: number;
    teams: readonly [TeamRow, TeamRow];
    event: TradeEvent;
    reason?: string | null;
    at: string;
  },
): Promise<(number | null)[]> {
  const [a, b] = input.teams;
  return [
    await tellTeam(db, { ...input, team: a, other: b }),
    await tellTeam(db, { ...input, team: b, other: a }),
  ];
}
