import type { GameEventRecord, GameRecord, Told } from './describe-game';
import type { PlayerId } from './player';
import type { ShotType, SimulationData, TeamSide } from './simulation';

// The play-by-play's words: the one place each event's SPEC §3 text is written from its facts.

/** Who is who in one game's text: names by id (as the events hold it), goalies, team names, how it was decided. */
export interface GameNames {
  full: Map<PlayerId, string>;
  last: Map<PlayerId, string>;
  goalies: Set<PlayerId>;
  teams: { home: string; away: string };
  decidedIn: SimulationData['decidedIn'];
}

const nameOf = (n: GameNames, id: PlayerId): string => n.full.get(id) ?? String(id);

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** SPEC §3 event time: elapsed clock 'MM:SS of P1' ... 'of P4' (overtime), 'of P5' (shootout). */
export const eventTime = (period: number, clock: number): string =>
  `${pad(Math.floor(clock / 60))}:${pad(clock % 60)} of P${period}`;

const SHOT_WORDS: Record<ShotType, string> = {
  wrist: 'wrister',
  snap: 'snapper',
  slap: 'slapper',
  backhand: 'backhander',
  'tip-in': 'tip-in',
  deflected: 'deflection',
  'wrap-around': 'wrap-around',
};

const ordinal = (period: number): string =>
  period === 1 ? '1st' : period === 2 ? '2nd' : period === 3 ? '3rd' : `${period}th`;

function periodName(period: number, names: GameNames): string {
  if (period === 5 && names.decidedIn === 'SO') return 'shootout';
  if (period <= 3) return `${ordinal(period)} period`;
  return period === 4 ? 'overtime' : `overtime period ${period - 3}`;
}

/** The final score line, e.g. 'Boston 3 - Toronto 2 (OT)'. */
export function finalScoreOf(
  teams: GameRecord['teamNames'],
  score: Pick<SimulationData, 'homeScore' | 'awayScore' | 'decidedIn'>,
): string {
  const suffix = score.decidedIn === 'REG' ? '' : ` (${score.decidedIn})`;
  return `${teams.home} ${score.homeScore} - ${teams.away} ${score.awayScore}${suffix}`;
}

const teamName = (names: GameNames, side: TeamSide | null): string =>
  side === 'away' ? names.teams.away : names.teams.home;

function goalText(e: Told<'GOAL'>, n: GameNames): string {
  const label = e.emptyNet
    ? 'Empty-net Goal'
    : e.strength === 'PP'
      ? 'Power-play Goal'
      : e.strength === 'SH'
        ? 'Shorthanded Goal'
        : 'Goal';
  const [first, second] = e.assists;
  const helpers =
    first === undefined
      ? 'unassisted'
      : second === undefined
        ? `assisted by ${nameOf(n, first)}`
        : `assisted by ${nameOf(n, first)} and ${nameOf(n, second)}`;
  return `${label}! ${nameOf(n, e.scorer)} scores (${SHOT_WORDS[e.shotType]}), ${helpers}. ${n.teams.home} ${e.homeScore}, ${n.teams.away} ${e.awayScore}`;
}

function penaltyText(e: Told<'PENALTY'> & { coincidental: boolean }, n: GameNames): string {
  const label = e.coincidental
    ? `${e.minutes} min, coincidental`
    : e.severity === 'minor'
      ? `${e.minutes} min`
      : `${e.severity}, ${e.minutes} min`;
  return `Penalty: ${nameOf(n, e.player)}, ${e.infraction} (${label})`;
}

/** The play-by-play line for one event, exactly as the game summary and the viewer show it. */
export function descriptionOf(e: GameEventRecord, n: GameNames): string {
  switch (e.type) {
    case 'PERIOD_START':
      return `Start of the ${periodName(e.period, n)}`;
    case 'PERIOD_END':
      return `End of the ${periodName(e.period, n)}`;
    case 'GAME_END':
      return `Final: ${finalScoreOf(n.teams, { ...e, decidedIn: n.decidedIn })}`;
    case 'LINE_CHANGE': {
      let who = '';
      for (const id of e.players) {
        if (n.goalies.has(id)) continue;
        const last = n.last.get(id) ?? String(id);
        who = who === '' ? last : `${who}, ${last}`;
      }
      return `Line change for ${teamName(n, e.team)}: ${who}`;
    }
    case 'FACEOFF':
      return `Face-off won by ${nameOf(n, e.winner)} against ${nameOf(n, e.loser)} in the ${e.zone} zone`;
    case 'SHOT': {
      const what =
        e.deflectedBy !== null && e.deflectedFrom !== null
          ? `Deflection by ${nameOf(n, e.deflectedBy)} on a Shot by ${nameOf(n, e.deflectedFrom)}`
          : `Shot by ${nameOf(n, e.shooter)} (${SHOT_WORDS[e.shotType]})`;
      const covers = e.stoppage === 'GOALIE_COVER' ? ', who covers the puck' : '';
      return `${e.rebound ? 'Rebound ' : ''}${what}, Save by ${nameOf(n, e.goalie)}${covers}`;
    }
    case 'MISSED_SHOT':
      if (e.emptyNet) return `Missed Shot by ${nameOf(n, e.shooter)} at the empty net`;
      return `Missed Shot by ${nameOf(n, e.shooter)}, ${e.stoppage === 'OTHER' ? 'out of play' : 'wide of the net'}`;
    case 'BLOCKED_SHOT':
      return `Blocked Shot: ${nameOf(n, e.shooter)}'s attempt blocked by ${nameOf(n, e.blocker)}`;
    case 'GOAL':
      return goalText(e, n);
    case 'HIT':
      return `Hit by ${nameOf(n, e.hitter)} on ${nameOf(n, e.hittee)}`;
    case 'GIVEAWAY':
      return `Giveaway by ${nameOf(n, e.player)}`;
    case 'TAKEAWAY':
      return `Takeaway by ${nameOf(n, e.player)}`;
    case 'PENALTY':
      return penaltyText(e, n);
    case 'PENALTY_EXPIRED':
      return `Penalty expired: ${nameOf(n, e.player)} returns to the ice`;
    case 'ICING':
      return `Icing by ${teamName(n, e.team)}`;
    case 'OFFSIDE':
      return `Offside by ${teamName(n, e.team)}`;
    case 'STOPPAGE':
      return 'Stoppage in play: puck frozen along the boards';
    case 'GOALIE_PULLED':
      return `${nameOf(n, e.goalie)} pulled for an extra attacker`;
    case 'SHOOTOUT_ATTEMPT':
      return e.scored
        ? `Shootout: ${nameOf(n, e.shooter)} scores on ${nameOf(n, e.goalie)}`
        : `Shootout: ${nameOf(n, e.shooter)} denied, Save by ${nameOf(n, e.goalie)}`;
  }
}
