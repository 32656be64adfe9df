import { resolveSlots } from '../lineup/resolve-lineup';
import { createRng } from '../rng';
import { prepareTeam } from './prepare-team';
import { manageBench } from './shifts';
import { startingGame } from './starting-game';
import { testLeague } from './test-games';
import { type Game, type GameType, type Skater, type Team } from './types';

/**
 * A game stopped at a faceoff, both teams at full strength with their first units out: a hand-built
 * state for unit tests of the penalty box and the clock. `overtime` starts the first overtime period.
 */
export function gameState(options: { gameType?: GameType; overtime?: boolean } = {}): Game {
  const [home, away] = testLeague(7, 2);
  if (!home || !away) throw new Error('testLeague gives two teams');
  const overtime = options.overtime ?? false;
  const gameType = options.gameType ?? 'regular';
  const teams: Game['teams'] = [
    prepareTeam('Home', 'home', resolveSlots(home.players)),
    prepareTeam('Away', 'away', resolveSlots(away.players)),
  ];
  const g = startingGame(createRng(1), gameType, teams, 1200);
  if (overtime) {
    g.period = 4;
    g.elapsed = 3 * 1200;
    g.periodLength = gameType === 'regular' ? 300 : 1200;
    g.overtime = true;
  }
  for (const t of g.teams) manageBench(g, t, true);
  return g;
}

/** Sends a skater to the box as the referee's call would, with `remaining` seconds to serve. */
export function boxSkater(
  team: Team,
  skater: Skater,
  penalty: { remaining: number; reducesStrength?: boolean; releasable?: boolean },
): void {
  skater.inBox = true;
  team.penalties.push({
    skater,
    remaining: penalty.remaining,
    reducesStrength: penalty.reducesStrength ?? true,
    releasable: penalty.releasable ?? true,
  });
}

/** Both benches re-form after a stoppage, as the game does before a faceoff. */
export function reform(g: Game): void {
  for (const t of g.teams) manageBench(g, t, true);
}

/** How many skaters (goalie not counted) each team has on the ice: [home, away]. */
export const skatersOnIce = (g: Game): [number, number] => [g.teams[0].onIce.length, g.teams[1].onIce.length];
