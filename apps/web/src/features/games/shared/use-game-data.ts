import type { SimulationData } from '@rinkside/domain';
import { useLocation, useSearchParams } from 'react-router';
import { useLeagueId } from '../../../lib/league-query';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { useGame } from '../api/get-game';

/** SPEC §2: what Game Center (or the live playback) hands to the viewer and the live page. */
export interface GameNavigationState {
  simulationData?: SimulationData | null;
  home?: string;
  away?: string;
  homeAbbreviation?: string;
  awayAbbreviation?: string;
  /** The live playback lands on the viewer with 'Game Viewer'. */
  selectedTab?: string;
}

/** A game that has not been simulated yet is asked for again this often. */
export const UNSIMULATED_REFETCH_MS = 5000;

function readState(state: unknown): GameNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const data = s.simulationData as SimulationData | null | undefined;
  return {
    simulationData: data && Array.isArray(data.events) ? data : null,
    home: typeof s.home === 'string' ? s.home : undefined,
    away: typeof s.away === 'string' ? s.away : undefined,
    homeAbbreviation: typeof s.homeAbbreviation === 'string' ? s.homeAbbreviation : undefined,
    awayAbbreviation: typeof s.awayAbbreviation === 'string' ? s.awayAbbreviation : undefined,
    selectedTab: typeof s.selectedTab === 'string' ? s.selectedTab : undefined,
  };
}

/**
 * The game of `?gameId=`: from the navigation state when it carries the simulation data, else from
 * GET /simulation/game/{id} (after a reload or from a shared link, the state is gone).
 */
export function useGameData() {
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = Number(params.get('gameId'));
  const gameId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const state = readState(location.state);
  const fromState = Boolean(state.simulationData && state.home && state.away);
  const query = useGame(gameId, {
    enabled: !fromState,
    refetchInterval: (game) => (game && !game.isSimulated ? UNSIMULATED_REFETCH_MS : false),
  });
  const game = query.data;
  const leagueZone = useLeagueTimeZone(useLeagueId());
  return {
    gameId,
    data: fromState ? (state.simulationData ?? null) : (game?.simulationData ?? null),
    home: (fromState ? state.home : game?.home) ?? 'Home',
    away: (fromState ? state.away : game?.away) ?? 'Away',
    homeAbbreviation: (fromState ? state.homeAbbreviation : game?.homeAbbreviation) ?? 'HOME',
    awayAbbreviation: (fromState ? state.awayAbbreviation : game?.awayAbbreviation) ?? 'AWAY',
    /** The start time (ISO) when the game was fetched. */
    startAt: game?.date ?? null,
    /** The league's time zone, in which every date of the game is shown (never the browser's). */
    timeZone: game?.timeZone ?? leagueZone ?? 'UTC',
    selectedTab: state.selectedTab,
    isLoading: !fromState && gameId > 0 && query.isPending,
    isSimulated: fromState || Boolean(game?.isSimulated),
    error: fromState ? null : query.error,
    retry: () => void query.refetch(),
  };
}
