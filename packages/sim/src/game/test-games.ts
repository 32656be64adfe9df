import type { Player, SimulationData } from '@rinkside/domain';
import { generateLeague } from '../player/generate-roster';
import { createRng, type Rng } from '../rng';
import { simulateGame, type GameInput } from './simulate-game';

/** A seeded league of even teams for tests; ids are unique across the league. */
export interface TestTeam {
  name: string;
  players: Player[];
}

export function testLeague(seed: number, teams = 8, spread = 0): TestTeam[] {
  return generateLeague(createRng(seed), { teams, spread, depth: false }).map((players, i) => ({
    name: `Team ${i + 1}`,
    players,
  }));
}

/** Plays `count` games between random pairs of the league, all from one rng. */
export function* playGames(
  rng: Rng,
  league: TestTeam[],
  count: number,
  gameType: GameInput['gameType'] = 'regular',
): Generator<SimulationData & { homeTeam: TestTeam; awayTeam: TestTeam }> {
  for (let i = 0; i < count; i++) {
    const h = Math.floor(rng.next() * league.length);
    const a = (h + 1 + Math.floor(rng.next() * (league.length - 1))) % league.length;
    const home = league[h];
    const away = league[a];
    if (!home || !away) throw new Error('bad pairing');
    yield { ...simulateGame({ home, away, gameType }, { rng }), homeTeam: home, awayTeam: away };
  }
}
