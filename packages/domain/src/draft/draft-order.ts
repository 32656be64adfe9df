import { seededNumbers } from './draft-random';

/** A team's season as the draft order reads it. */
export interface DraftOrderTeam {
  teamId: number;
  points: number;
  wins: number;
  madePlayoffs: boolean;
  /** the playoff round he went out in (1 = first round), the champion: the number of rounds + 1; null if he missed the playoffs */
  playoffExit: number | null;
}

/**
 * Every team, first pick first before any lottery: non-playoff teams by points (fewest first; ties: fewer
 * wins, then by a seeded coin), then playoff teams by exit round (earliest first), within a round by points;
 * champion last.
 */
export function draftOrder(
  teams: readonly DraftOrderTeam[],
  seed: string,
): { teamId: number; place: number; lottery: boolean }[] {
  // The coin: one seeded number per team, handed out by team id so the input's order never matters.
  const next = seededNumbers(seed);
  const coin = new Map<number, number>();
  for (const team of [...teams].sort((a, b) => a.teamId - b.teamId)) coin.set(team.teamId, next());

  const byRecord = (a: DraftOrderTeam, b: DraftOrderTeam) =>
    a.points - b.points || a.wins - b.wins || (coin.get(a.teamId) ?? 0) - (coin.get(b.teamId) ?? 0);
  const missed = teams.filter((team) => !team.madePlayoffs).sort(byRecord);
  const played = teams
    .filter((team) => team.madePlayoffs)
    .sort((a, b) => (a.playoffExit ?? 0) - (b.playoffExit ?? 0) || byRecord(a, b));

  return [
    ...missed.map((team) => ({ teamId: team.teamId, lottery: true })),
    ...played.map((team) => ({ teamId: team.teamId, lottery: false })),
  ].map((entry, i) => ({ teamId: entry.teamId, place: i + 1, lottery: entry.lottery }));
}

/** The lottery's order for the lottery teams replaces their part of the order. */
export function applyLottery(order: readonly number[], lotteryOrder: readonly number[]): number[] {
  const lotteryTeams = new Set(lotteryOrder);
  const inOrder = order.filter((teamId) => lotteryTeams.has(teamId));
  if (inOrder.length !== lotteryTeams.size || lotteryTeams.size !== lotteryOrder.length)
    throw new Error('The lottery order must hold each lottery team of the draft order once.');
  let next = 0;
  return order.map((teamId) => {
    if (!lotteryTeams.has(teamId)) return teamId;
    const replacement = lotteryOrder[next] ?? teamId;
    next += 1;
    return replacement;
  });
}

/** The slots of a draft, the same order every round. */
export function draftSlots(
  order: readonly number[],
  rounds: number,
): { overall: number; round: number; pickInRound: number; originalTeamId: number }[] {
  const slots: { overall: number; round: number; pickInRound: number; originalTeamId: number }[] = [];
  for (let round = 1; round <= rounds; round += 1)
    order.forEach((teamId, i) =>
      slots.push({
        overall: slots.length + 1,
        round,
        pickInRound: i + 1,
        originalTeamId: teamId,
      }),
    );
  return slots;
}
