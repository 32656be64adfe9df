import type { CreateGameRequest } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

// The 201 answer {gameId}; the domain has no schema of its own for it.
const createGameResponseSchema = {
  parse(data: unknown): { gameId: number } {
    const gameId = (data as { gameId?: unknown } | null)?.gameId;
    if (typeof gameId !== 'number') throw new Error('Unexpected answer from the server');
    return { gameId };
  },
};

/** POST /simulation/game/create: one call per game of an uploaded schedule (SPEC §7). */
export function createGame(game: CreateGameRequest): Promise<{ gameId: number }> {
  return apiRequest('/simulation/game/create', {
    method: 'POST',
    body: game,
    schema: createGameResponseSchema,
  });
}
