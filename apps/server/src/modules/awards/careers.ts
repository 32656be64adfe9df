import type { PlayerCareer } from '@rinkside/domain';

/**
 * docs/decisions/028: a league's first season has no earlier seasons recorded, though its generated
 * veterans have played for years; only players this young then count as rookies.
 */
export const FIRST_SEASON_ROOKIE_MAX_AGE = 21;

interface CareerInput {
  players: readonly { id: number; age: number }[];
  /** Regular-season games by player in each earlier season of the league. */
  earlierSeasonGames: ReadonlyMap<number, readonly number[]>;
  /** Years between the season and the league's active one: each player was that much younger. */
  yearsSince: number;
  isLeagueFirstSeason: boolean;
}

/** Each player's age in the season and his earlier seasons, for the rookie rule. */
export function playerCareers(input: CareerInput): PlayerCareer[] {
  return input.players.flatMap((player) => {
    const ageOnSeptember15 = player.age - input.yearsSince;
    if (input.isLeagueFirstSeason && ageOnSeptember15 > FIRST_SEASON_ROOKIE_MAX_AGE) return [];
    return [
      {
        playerId: player.id,
        ageOnSeptember15,
        earlierSeasonGames: input.earlierSeasonGames.get(player.id) ?? [],
      },
    ];
  });
}
