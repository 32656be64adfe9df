import { decidedInOf, type GameRecord, type Injury } from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { GamesTable } from '../../db/schema';
import type { Db } from '../../db/schema';
import { injuryChangesToTell } from '../players/injury-changes';
import { gmsOfLeagues, seasonWithChampion, teamsWithGms } from './repo';
import { notify } from './service';

// The notifications the game scheduler makes, in the transaction that stores the games.

/** Tells the GMs of both teams that their game is final, with the score. */
export async function noticeGameFinal(
  db: Db,
  game: Selectable<GamesTable>,
  result: Pick<GameRecord, 'homeScore' | 'awayScore' | 'decidedIn'>,
  at: string,
): Promise<void> {
  const teams = await teamsWithGms(db, [game.home_team_id, game.away_team_id]);
  const home = teams.get(game.home_team_id);
  const away = teams.get(game.away_team_id);
  if (!home || !away) return;
  const payload = {
    leagueId: game.league_id,
    gameId: game.id,
    home: { teamId: game.home_team_id, teamName: home.name, score: result.homeScore },
    away: { teamId: game.away_team_id, teamName: away.name, score: result.awayScore },
    decidedIn: decidedInOf(result.decidedIn),
  };
  for (const gm of new Set([home.gmUserId, away.gmUserId]))
    if (gm !== null) await notify(db, { userId: gm, at, kind: 'game_final', payload });
}

/**
 * Tells each team's GM of the injuries about to be stored: a player newly hurt, or one whose stored
 * injury is over. Read before the write, so a change already stored is never told twice.
 */
export async function noticeInjuryChanges(
  db: Db,
  changes: ReadonlyMap<number, Injury | null>,
  at: string,
): Promise<void> {
  for (const change of await injuryChangesToTell(db, changes)) {
    const { player, team } = change;
    if (team.gmUserId === null) continue;
    const who = { leagueId: player.leagueId, teamId: team.id, playerId: player.id, playerName: player.name };
    await notify(
      db,
      change.kind === 'player_back'
        ? { userId: team.gmUserId, at, kind: 'player_back', payload: who }
        : {
            userId: team.gmUserId,
            at,
            kind: 'player_injured',
            payload: { ...who, injury: change.injury.type, returnDate: change.injury.returnDate },
          },
    );
  }
}

/** Tells every GM of the league that its season moved on: the playoffs began, or the season ended. */
export async function noticePhaseChange(
  db: Db,
  change: { leagueId: number; seasonId: number; phase: 'playoffs' | 'offseason'; at: string },
): Promise<void> {
  const season = await seasonWithChampion(db, change.seasonId);
  if (!season) return;
  const champion =
    change.phase === 'offseason' && season.team_id !== null && season.team_name !== null
      ? { teamId: season.team_id, teamName: season.team_name }
      : null;
  const payload = {
    leagueId: change.leagueId,
    leagueName: season.league_name,
    seasonId: change.seasonId,
    phase: change.phase,
    champion,
  };
  for (const gm of new Set(await gmsOfLeagues(db, [change.leagueId])))
    await notify(db, { userId: gm, at: change.at, kind: 'phase_changed', payload });
}
