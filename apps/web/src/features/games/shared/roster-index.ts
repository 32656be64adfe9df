import type { SimulationData, TeamSide } from '@rinkside/domain';

export interface GamePlayer {
  id: string;
  firstName: string;
  lastName: string;
  jerseyNumber: number;
  position: string;
  side: TeamSide;
}

/** Every player of both box scores by id, to name the players an event refers to. */
export function rosterIndex(
  data: Pick<SimulationData, 'playerStats' | 'goalieStats'>,
): Map<string, GamePlayer> {
  const index = new Map<string, GamePlayer>();
  const sides = [
    ['home', 'teamA'],
    ['away', 'teamB'],
  ] as const;
  for (const [side, key] of sides) {
    for (const p of Object.values(data.playerStats[key])) {
      index.set(String(p.playerId), { ...who(p), position: p.position, side });
    }
    for (const g of Object.values(data.goalieStats[key])) {
      index.set(String(g.playerId), { ...who(g), position: 'G', side });
    }
  }
  return index;
}

function who(p: { playerId: string | number; firstName: string; lastName: string; jerseyNumber: number }) {
  return {
    id: String(p.playerId),
    firstName: p.firstName,
    lastName: p.lastName,
    jerseyNumber: p.jerseyNumber,
  };
}

export const fullName = (p: Pick<GamePlayer, 'firstName' | 'lastName'>): string =>
  `${p.firstName} ${p.lastName}`;

/** A player's name by id, or 'Unknown player'. */
export function nameOf(index: Map<string, GamePlayer>, id: string | number | null | undefined): string {
  if (id === null || id === undefined) return 'Unknown player';
  const player = index.get(String(id));
  return player ? fullName(player) : 'Unknown player';
}
