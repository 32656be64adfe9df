/** One game of a schedule before it has a date: indices into the caller's team list. */
export interface Matchup {
  home: number;
  away: number;
}

/**
 * Every team plays `gamesPerTeam` games, half at home. Built from circulant rounds: for a jump k,
 * team i hosts team i+k (mod n), so each jump gives every team one home and one away game.
 * Jumps cycle through 1..⌊(n-1)/2⌋ so opponents repeat as evenly as possible; each new cycle
 * reverses the venue, making home-and-home series. An odd game count (n even) adds the matching
 * i vs i+n/2, alternating its venue, so home counts differ by at most one.
 */
export function balancedMatchups(teams: number, gamesPerTeam: number): Matchup[] {
  if (!canBalance(teams, gamesPerTeam)) {
    throw new Error(`${teams} teams cannot each play ${gamesPerTeam} games`);
  }
  const games: Matchup[] = [];
  if (teams === 2) {
    for (let g = 0; g < gamesPerTeam; g += 1)
      games.push(g % 2 === 0 ? { home: 0, away: 1 } : { home: 1, away: 0 });
    return games;
  }
  const jumps = Math.floor((teams - 1) / 2);
  const pairs = Math.floor(gamesPerTeam / 2);
  for (let j = 0; j < pairs; j += 1) {
    const jump = (j % jumps) + 1;
    const reversed = Math.floor(j / jumps) % 2 === 1;
    for (let i = 0; i < teams; i += 1) {
      const other = (i + jump) % teams;
      games.push(reversed ? { home: other, away: i } : { home: i, away: other });
    }
  }
  if (gamesPerTeam % 2 === 1) {
    const half = teams / 2;
    for (let i = 0; i < half; i += 1) {
      games.push(i % 2 === 0 ? { home: i, away: i + half } : { home: i + half, away: i });
    }
  }
  return games;
}

/** A schedule exists when the games pair up (n·g even) and there are opponents to play. */
export function canBalance(teams: number, gamesPerTeam: number): boolean {
  if (!Number.isInteger(teams) || !Number.isInteger(gamesPerTeam)) return false;
  if (teams < 2 || gamesPerTeam < 1) return false;
  if ((teams * gamesPerTeam) % 2 !== 0) return false;
  return true;
}
