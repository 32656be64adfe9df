import {
  decidedInOf,
  type GameRecord,
  type Injury,
  nextGameRun,
  notificationContentSchema,
} from '@rinkside/domain';
import type { Selectable } from 'kysely';
import type { GamesTable } from '../../db/schema';
import type { Db } from '../../db/schema';
import { injuryChangesToTell } from '../players/injury-changes';
import { memoInBatch } from '../../db/batch-memo';
import {
  deleteNotification,
  gmsOfLeagues,
  leagueTeamsWithGms,
  openGameResults,
  seasonWithChampion,
} from './repo';
import { notify } from './service';

// The notifications the game scheduler makes, in the transaction that stores the games.

/**
 * Tells the GMs of both teams that their game is final (docs/decisions/081): a GM whose last results
 * notification for the team is still unread hears of the whole run of games in one, which replaces it.
 */
export async function noticeGameFinal(
  db: Db,
  game: Selectable<GamesTable>,
  result: Pick<GameRecord, 'homeScore' | 'awayScore' | 'decidedIn'>,
  at: string,
): Promise<void> {
  const teams = await memoInBatch(db, `teams-with-gms:${game.league_id}`, () =>
    leagueTeamsWithGms(db, game.league_id),
  );
  const home = teams.get(game.home_team_id);
  const away = teams.get(game.away_team_id);
  if (!home || !away) return;
  const decidedIn = decidedInOf(result.decidedIn);
  const final = {
    leagueId: game.league_id,
    gameId: game.id,
    home: { teamId: game.home_team_id, teamName: home.name, score: result.homeScore },
    away: { teamId: game.away_team_id, teamName: away.name, score: result.awayScore },
    decidedIn,
  };
  const sides = [
    {
      teamId: game.home_team_id,
      team: home,
      opponent: away,
      goalsFor: result.homeScore,
      goalsAgainst: result.awayScore,
    },
    {
      teamId: game.away_team_id,
      team: away,
      opponent: home,
      goalsFor: result.awayScore,
      goalsAgainst: result.homeScore,
    },
  ];
  for (const side of sides) {
    const gm = side.team.gmUserId;
    if (gm === null) continue;
    const played = {
      gameId: game.id,
      opponentName: side.opponent.name,
      goalsFor: side.goalsFor,
      goalsAgainst: side.goalsAgainst,
      decidedIn,
    };
    const open = await openRunOf(db, gm, side.teamId);
    const run = nextGameRun(open?.run ?? null, played);
    const team = { teamId: side.teamId, teamName: side.team.name };
    const payload = { ...final, team, run: run.games };
    const told = await notify(db, { userId: gm, at, kind: 'game_final', payload });
    if (told !== null && run.replaces && open) await deleteNotification(db, open.id);
  }
}

/** The GM's results notification for the team that a game may still join, with its run; or null. */
async function openRunOf(db: Db, userId: number, teamId: number) {
  for (const row of await openGameResults(db, userId)) {
    let content: unknown;
    try {
      content = { kind: 'game_final', payload: JSON.parse(row.payload) };
    } catch {
      continue;
    }
    const parsed = notificationContentSchema.safeParse(content);
    if (!parsed.success || parsed.data.kind !== 'game_final') continue;
    const { team, run } = parsed.data.payload;
    if (team?.teamId === teamId) return { id: row.id, run: run ?? [] };
  }
  return null;
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
