import { describe, expect, it } from 'vitest';
import {
  tradeAssetProblems,
  type TradeAssetFacts,
  type TradedPickFacts,
  type TradedPlayerFacts,
} from './trade-assets';

const BOSTON = 1;
const CHICAGO = 2;
const DALLAS = 3;
const teamNames = new Map([
  [BOSTON, 'Boston'],
  [CHICAGO, 'Chicago'],
  [DALLAS, 'Dallas'],
]);
const player = (over: Partial<TradedPlayerFacts> = {}): TradedPlayerFacts => ({
  name: 'Jay Doe',
  teamId: BOSTON,
  retired: false,
  onWaivers: false,
  ...over,
});
const pick = (over: Partial<TradedPickFacts> = {}): TradedPickFacts => ({
  name: "Boston's 2027 1st-round pick",
  ownerTeamId: BOSTON,
  used: false,
  ...over,
});
const facts = (
  players: [number, TradedPlayerFacts][],
  picks: [number, TradedPickFacts][],
): TradeAssetFacts => ({
  teamNames,
  players: new Map(players),
  picks: new Map(picks),
});
const givesPlayer = (playerId: number, fromTeamId = BOSTON) => ({ fromTeamId, playerId, pickId: null });
const givesPick = (pickId: number, fromTeamId = BOSTON) => ({ fromTeamId, playerId: null, pickId });

describe('trade assets', () => {
  it('lets a team give its own players and picks', () => {
    expect(
      tradeAssetProblems([givesPlayer(10), givesPick(20)], facts([[10, player()]], [[20, pick()]])),
    ).toEqual([]);
  });

  it('refuses a pick its giver no longer owns, naming the pick and the giver', () => {
    const traded = facts([], [[20, pick({ ownerTeamId: DALLAS })]]);
    expect(tradeAssetProblems([givesPick(20)], traded)).toEqual([
      "Boston's 2027 1st-round pick does not belong to Boston.",
    ]);
    // The owner may give it: ownership, not where it came from, decides.
    expect(tradeAssetProblems([givesPick(20, DALLAS)], traded)).toEqual([]);
  });

  it('refuses a made pick, and a pick not in the league', () => {
    expect(tradeAssetProblems([givesPick(20)], facts([], [[20, pick({ used: true })]]))).toEqual([
      "Boston's 2027 1st-round pick has been used: a made pick cannot be traded (trade the player instead).",
    ]);
    expect(tradeAssetProblems([givesPick(21)], facts([], [[20, pick()]]))).toEqual([
      'There is no draft pick 21 in this league.',
    ]);
  });

  it('refuses a player of another team, a retired one, one on waivers, and one not in the league', () => {
    expect(tradeAssetProblems([givesPlayer(10)], facts([[10, player({ teamId: CHICAGO })]], []))).toEqual([
      'Jay Doe does not play for Boston.',
    ]);
    expect(tradeAssetProblems([givesPlayer(10)], facts([[10, player({ teamId: null })]], []))).toEqual([
      'Jay Doe does not play for Boston.',
    ]);
    expect(tradeAssetProblems([givesPlayer(10)], facts([[10, player({ retired: true })]], []))).toEqual([
      'Jay Doe has retired.',
    ]);
    expect(tradeAssetProblems([givesPlayer(10)], facts([[10, player({ onWaivers: true })]], []))).toEqual([
      'Jay Doe is on waivers: he cannot be traded until they end.',
    ]);
    expect(tradeAssetProblems([givesPlayer(11)], facts([[10, player()]], []))).toEqual([
      'There is no player 11 in this league.',
    ]);
  });

  it('names every asset that cannot move, in the order of the trade', () => {
    const stale = facts([[10, player({ teamId: CHICAGO })]], [[20, pick({ ownerTeamId: CHICAGO })]]);
    expect(tradeAssetProblems([givesPick(20), givesPlayer(10)], stale)).toEqual([
      "Boston's 2027 1st-round pick does not belong to Boston.",
      'Jay Doe does not play for Boston.',
    ]);
  });
});

describe('unsigned draft rights in a trade (issue 31)', () => {
  const prospect = (over: Partial<TradedPlayerFacts> = {}) =>
    player({ name: 'Kid Prospect', unsignedRights: true, ...over });

  it('lets the team that holds his rights give him', () => {
    expect(tradeAssetProblems([givesPlayer(7)], facts([[7, prospect()]], []))).toEqual([]);
  });

  it('refuses rights another team holds now, naming the rights', () => {
    expect(tradeAssetProblems([givesPlayer(7)], facts([[7, prospect({ teamId: CHICAGO })]], []))).toEqual([
      "Boston no longer holds Kid Prospect's draft rights.",
    ]);
    // A signed player is judged as any player.
    expect(
      tradeAssetProblems(
        [givesPlayer(7)],
        facts([[7, prospect({ teamId: CHICAGO, unsignedRights: false })]], []),
      ),
    ).toEqual(['Kid Prospect does not play for Boston.']);
  });

  it('refuses rights that have ended, before whose they were', () => {
    expect(
      tradeAssetProblems([givesPlayer(7)], facts([[7, prospect({ retired: true, teamId: null })]], [])),
    ).toEqual(["Kid Prospect's draft rights have ended: he left the league unsigned."]);
  });
});
