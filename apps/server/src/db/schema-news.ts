import type { LeagueNewsKind } from '@rinkside/domain';
import type { Generated } from 'kysely';

type Timestamp = string;

/** The league's news log (docs/decisions/033): one row per event, written in the event's transaction. */
export interface LeagueNewsTable {
  id: Generated<number>;
  league_id: number;
  /** The season the event belongs to; null only if the league had no active season. */
  season_id: number | null;
  kind: LeagueNewsKind;
  /** The feed's filter the kind belongs to (NEWS_CATEGORY_OF in @rinkside/domain). */
  category: string;
  /** JSON: the kind's payload (LeagueNewsContent in @rinkside/domain). */
  payload: string;
  /** The teams the item concerns, for a team's own news. */
  team_id: number | null;
  other_team_id: number | null;
  /** The wall clock when it was written. */
  created_at: Timestamp;
  /** When it happened on the league's clock (docs/decisions/079): what the feed sorts by and shows. */
  league_at: Timestamp;
}
