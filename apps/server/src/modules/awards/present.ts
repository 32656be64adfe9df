import {
  AWARD_NAMES,
  type AwardPlace,
  type AwardPlaceView,
  type AwardResult,
  type AwardView,
} from '@rinkside/domain';

export interface AwardNames {
  players: ReadonlyMap<number, string>;
  teams: ReadonlyMap<number, { name: string; abbreviation: string }>;
}

function placeView(place: AwardPlace, names: AwardNames): AwardPlaceView {
  const team = names.teams.get(place.teamId);
  return {
    playerId: place.playerId,
    playerName: place.playerId === null ? null : (names.players.get(place.playerId) ?? 'Unknown player'),
    teamId: place.teamId,
    teamName: team?.name ?? 'Unknown team',
    teamAbbreviation: team?.abbreviation ?? '',
    value: place.value,
  };
}

/** An award with the names its page shows for the winner and each runner-up. */
export function awardView(result: AwardResult, names: AwardNames): AwardView {
  return {
    ...placeView(result, names),
    award: result.award,
    name: AWARD_NAMES[result.award],
    runnersUp: result.runnersUp.map((place) => placeView(place, names)),
  };
}
