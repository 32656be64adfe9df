import { estimatedCareerStart, firstContractType, type Player, type StoredRatings } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type { PlayersTable } from './schema';

/**
 * A generated or imported player as a row of the players table, joining the league in the season starting
 * in `seasonYear`: his contract counts from it, his career before it estimated from his age. Every module
 * that adds players (a league's rosters, the draft's class, the summer) builds their rows here.
 */
export function playerToRow(
  player: Player,
  leagueId: number,
  teamId: number | null,
  seasonYear: number,
): Insertable<PlayersTable> {
  const attributes: StoredRatings = player.attributes
    ? { attributes: player.attributes }
    : { goalieAttributes: player.goalieAttributes };
  const career = estimatedCareerStart(player.age, player.status, seasonYear);
  return {
    league_id: leagueId,
    team_id: teamId,
    first_name: player.firstName,
    last_name: player.lastName,
    position: player.position,
    natural_position: player.naturalPosition,
    jersey_number: player.jerseyNumber,
    age: player.age,
    handedness: player.handedness,
    height: player.height,
    weight: player.weight,
    country: player.country,
    overall: player.overall,
    status: player.status,
    cap_hit: player.contract.capHit,
    contract_years: player.contract.yearsLeft,
    attributes: JSON.stringify(attributes),
    role: player.role ?? null,
    potential: player.potential ?? null,
    injury: player.injury ? JSON.stringify(player.injury) : null,
    contract_type:
      player.contract.type ??
      (career.ageAtFirstContract === player.age ? firstContractType(player.age) : 'standard'),
    contract_signed_year: seasonYear,
    first_contract_year: career.firstContractYear,
    age_at_first_contract: career.ageAtFirstContract,
    prior_games: career.priorGames,
    prior_accrued_seasons: career.priorAccruedSeasons,
  };
}
