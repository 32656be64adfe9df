import {
  DEFAULT_DRAFT_SETTINGS,
  holdLottery,
  type DraftProspect,
  type DraftResponse,
  type DraftSlot,
  type LotteryResult,
} from '@rinkside/domain';

// Draft room test data: a two-round draft among four teams, built the way the server answers.

export const draftTeams = [
  { id: 11, name: 'Boston Bruins', abbreviation: 'BOS' },
  { id: 12, name: 'Ottawa Senators', abbreviation: 'OTT' },
  { id: 13, name: 'Toronto Maple Leafs', abbreviation: 'TOR' },
  { id: 14, name: 'Montreal Canadiens', abbreviation: 'MTL' },
] as const;

const team = (index: number) => draftTeams[index % draftTeams.length] ?? draftTeams[0];

/** The order's slots: `rounds` rounds of the four teams, none made. */
export function testOrder(rounds = 2): DraftSlot[] {
  return Array.from({ length: rounds * draftTeams.length }, (_, i) => ({
    overall: i + 1,
    round: Math.floor(i / draftTeams.length) + 1,
    pickInRound: (i % draftTeams.length) + 1,
    pickId: 100 + i,
    originalTeam: team(i),
    ownerTeam: team(i),
    player: null,
    source: null,
    madeAt: null,
  }));
}

export const testDraft = (overrides: Partial<DraftResponse> = {}): DraftResponse => ({
  seasonId: 2,
  seasonName: '2026-27',
  year: 2027,
  status: 'running',
  settings: DEFAULT_DRAFT_SETTINGS,
  order: testOrder(),
  lottery: null,
  onClock: {
    overall: 1,
    team: draftTeams[0],
    startedAt: '2027-06-20T18:00:00.000Z',
    deadline: '2027-06-20T18:02:00.000Z',
    secondsLeft: 120,
    bankSecondsLeft: null,
  },
  autoTeamIds: [],
  expiries: {},
  viewer: { teamId: 11, isCommissioner: false, canPick: true },
  now: '2027-06-20T18:00:30.000Z',
  ...overrides,
});

export const testProspect = (id: number, overrides: Partial<DraftProspect> = {}): DraftProspect => ({
  id,
  name: `Prospect ${String(id)}`,
  position: 'C',
  age: 18,
  country: 'CAN',
  handedness: 'L',
  height: 72,
  weight: 185,
  overall: 50,
  projected: { low: 60, high: 74, mid: 67 },
  rank: id,
  scoutingNote: 'Quick hands, reads the play.',
  reEntry: false,
  drafted: null,
  ...overrides,
});

/** A lottery held with the real rules from `seed`, published as the server does. */
export function testLottery(seed = 'rinkside-2027'): LotteryResult {
  const entrants = Array.from({ length: 16 }, (_, i) => ({ teamId: 200 + i, place: i + 1, recentWins: 0 }));
  const rules = { draws: 2, maxJump: 10, maxWins: 2 };
  const outcome = holdLottery(entrants, rules, seed);
  const ref = (id: number) => ({ id, name: `Team ${String(id)}`, abbreviation: `T${String(id)}` });
  return {
    seed,
    heldAt: '2027-04-20T12:00:00.000Z',
    entrants: outcome.entrants.map((e) => ({
      team: ref(e.teamId),
      place: e.place,
      oddsPercent: e.oddsPercent,
      recentWins: e.recentWins,
    })),
    draws: outcome.draws.map((d) => ({
      draw: d.draw,
      value: d.value,
      team: ref(d.teamId),
      fromPlace: d.fromPlace,
      wonPick: d.wonPick,
      skipped: d.skipped,
    })),
    order: outcome.order,
  };
}
