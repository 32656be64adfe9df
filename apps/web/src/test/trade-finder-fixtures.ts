import type { TradeFinderPackage, TradeFinderResponse } from '@rinkside/domain';

// The trade finder's answers, built from the domain types so they cannot drift from the API.

/** The viewer's team (14) and the partner (20) in every package. */
export const MY_TEAM = 14;
export const PARTNER = { id: 20, name: 'Hartford Whalers' };

export const testFinderPackage = (overrides: Partial<TradeFinderPackage> = {}): TradeFinderPackage => ({
  partner: PARTNER,
  teams: [
    { teamId: MY_TEAM, gives: { playerIds: [101], pickIds: [501], retained: [] } },
    { teamId: PARTNER.id, gives: { playerIds: [201], pickIds: [], retained: [] } },
  ],
  adds: [{ kind: 'pick', id: 501, label: "Boston's 2027 2nd-round pick", fromTeamId: MY_TEAM }],
  ratio: 1.08,
  fairness: 0.91,
  estimate: false,
  ...overrides,
});

export const testFinderAnswer = (overrides: Partial<TradeFinderResponse> = {}): TradeFinderResponse => ({
  ask: 'balance',
  current: { decision: 'decline', ratio: 0.7, reason: 'They want more value up front.' },
  estimate: false,
  packages: [testFinderPackage()],
  note: null,
  ...overrides,
});
