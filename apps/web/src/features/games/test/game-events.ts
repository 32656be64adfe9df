import type { GameEvent, TeamSide } from '@rinkside/domain';

// Small play-by-play events for tests, shaped like the engine's (packages/domain simulation.ts).
const base = (period = 1) => ({ stoppage: null, period, clock: 0, time: `00:00 of P${period}` });

export const lineChange = (team: TeamSide, players: string[]): GameEvent => ({
  ...base(),
  type: 'LINE_CHANGE',
  team,
  players,
  description: `Line change for ${team}`,
});

export const shot = (team: TeamSide, period = 1): GameEvent => ({
  ...base(period),
  type: 'SHOT',
  team,
  shooter: 'x',
  goalie: 'g',
  shotType: 'wrist',
  deflectedBy: null,
  rebound: false,
  description: 'Shot by x (wrist shot), Save by g',
});

export const goal = (
  team: TeamSide,
  homeScore: number,
  awayScore: number,
  endedPenalty: string | null,
): GameEvent => ({
  ...base(),
  type: 'GOAL',
  stoppage: 'GOAL',
  team,
  scorer: 's',
  assists: [],
  goalie: 'g',
  shotType: 'wrist',
  strength: endedPenalty ? 'PP' : 'EV',
  emptyNet: false,
  homeScore,
  awayScore,
  endedPenalty,
  description: 'Goal! s scores',
});

export const penalty = (team: TeamSide, player: string): GameEvent => ({
  ...base(),
  type: 'PENALTY',
  stoppage: 'PENALTY',
  team,
  player,
  infraction: 'Tripping',
  minutes: 2,
  severity: 'minor',
  powerPlay: true,
  reducesStrength: true,
  description: `Penalty: ${player}, Tripping (2 min)`,
});

export const penaltyExpired = (team: TeamSide, player: string): GameEvent => ({
  ...base(),
  type: 'PENALTY_EXPIRED',
  team,
  player,
  description: `Penalty expired: ${player} returns to the ice`,
});

export const periodEnd = (period: number): GameEvent => ({
  ...base(period),
  type: 'PERIOD_END',
  stoppage: 'END_PERIOD',
  team: null,
  description: `End of the period`,
});
