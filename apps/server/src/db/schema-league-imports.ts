import type { ColumnType, Generated } from 'kysely';

type Count = ColumnType<number, number | undefined, number>;

/** A league made from a league file (docs/decisions/085): where it came from and what stayed behind. */
export interface LeagueImportsTable {
  league_id: number;
  /** 'zengm-hockey'. */
  source: string;
  file_version: number | null;
  /** JSON LeagueImportWarning[]. */
  warnings: string;
  imported_by: number | null;
  imported_at: string;
}

/** One player's line of an imported season, one team and one part of it (docs/decisions/085). */
export interface ImportedPlayerSeasonsTable {
  id: Generated<number>;
  league_id: number;
  season_id: number;
  player_id: number;
  team_id: number;
  game_type: 'regular' | 'playoff';
  games_played: Count;
  goals: Count;
  assists: Count;
  plus_minus: Count;
  pim: Count;
  shots: Count;
  hits: Count;
  blocks: Count;
  faceoffs_won: Count;
  faceoffs_lost: Count;
  /** Seconds on the ice. */
  toi: Count;
  goalie_games: Count;
  wins: Count;
  losses: Count;
  ot_losses: Count;
  goals_against: Count;
  saves: Count;
  shots_against: Count;
  shutouts: Count;
  /** Seconds in net. */
  goalie_toi: Count;
}

/** A team's record in an imported season: past seasons' for the history, the current one's so far. */
export interface ImportedTeamSeasonsTable {
  season_id: number;
  team_id: number;
  games_played: number;
  wins: number;
  losses: number;
  ot_losses: number;
  ties: number;
  /** -1 missed the playoffs, 0 out in the first round, ... */
  playoff_rounds_won: number;
  goals_for: number | null;
  goals_against: number | null;
}
