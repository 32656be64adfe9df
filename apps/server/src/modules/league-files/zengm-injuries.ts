import { type ImportedPlayer, type Injury, injuryReturnDay } from '@rinkside/domain';

/** Each team's game days of the imported schedule, in order, by team id. */
export type TeamSchedule = Map<number, string[]>;

/**
 * The injuries of an imported league on its new schedule (docs/decisions/085): a player who still misses
 * games in ZenGM misses as many of his team's coming games, hurt as of the league day.
 */
export function injuriesOnSchedule(
  players: readonly ImportedPlayer[],
  input: { teams: Map<number, number>; schedule: TeamSchedule; leagueDay: string },
): Map<number, Injury> {
  const injuries = new Map<number, Injury>();
  for (const player of players) {
    if (!player.injury || player.injury.gamesRemaining < 1) continue;
    const teamId = player.place.kind === 'team' ? input.teams.get(player.place.sourceTeamId) : undefined;
    const days = [...new Set(teamId === undefined ? [] : (input.schedule.get(teamId) ?? []))].sort();
    injuries.set(player.sourcePlayerId, {
      type: player.injury.type,
      injuredOn: input.leagueDay,
      returnDate: injuryReturnDay({
        teamGameDays: days,
        gamesOut: player.injury.gamesRemaining,
        leagueDay: input.leagueDay,
      }),
      gamesOut: player.injury.gamesRemaining,
      dayToDay: player.injury.dayToDay,
    });
  }
  return injuries;
}
