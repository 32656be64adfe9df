import type { Rng } from '../rng';
import { simulateGame, type TeamInput } from './simulate-game';

/** How often `strong` beats `weak` over `games` games, alternating home ice (for calibration). */
export function winShare(strong: TeamInput, weak: TeamInput, games: number, rng: Rng): number {
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const strongHome = i % 2 === 0;
    const data = simulateGame(strongHome ? { home: strong, away: weak } : { home: weak, away: strong }, {
      rng,
    });
    if (data.homeScore > data.awayScore === strongHome) wins++;
  }
  return wins / games;
}
