import type { PlayerId } from './player';
import type { GameEvent, ShotType, SimulationData, TeamSide } from './simulation';

type Untold<E> = E extends unknown ? Omit<E, 'time' | 'description'> : never;
type Told<T extends GameEvent['type']> = Untold<Extract<GameEvent, { type: T }>>;

/**
 * A play-by-play event as the engine records it: every SPEC §3 field but the text (`time`,
 * `description`), which describeEvent writes. A few events carry what only their text needs.
 */
export type GameEventRecord =
  | Exclude<Untold<GameEvent>, { type: 'SHOT' | 'MISSED_SHOT' | 'PENALTY' }>
  /** `deflectedFrom`: whose shot `deflectedBy` redirected (null without a deflection). */
  | (Told<'SHOT'> & { deflectedFrom: PlayerId | null })
  /** `emptyNet`: fired at an empty net. */
  | (Told<'MISSED_SHOT'> & { emptyNet: boolean })
  /** `coincidental`: one of two matching minors after a scrum. */
  | (Told<'PENALTY'> & { coincidental: boolean });

/**
 * A played game as the engine returns it and the league stores it: SimulationData without any text.
 * describeGame turns it into the SimulationData the API answers, descriptions and final score included.
 */
export type GameRecord = Omit<SimulationData, 'events' | 'finalScore'> & {
  teamNames: { home: string; away: string };
  events: GameEventRecord[];
};

/** Who is who in one game's text: names by String(id), goalies, team names, how it was decided. */
export interface GameNames {
  full: Map<string, string>;
  last: Map<string, string>;
  goalies: Set<string>;
  teams: { home: string; away: string };
  decidedIn: SimulationData['decidedIn'];
}

export function gameNamesOf(record: GameRecord): GameNames {
  const names: GameNames = {
    full: new Map(),
    last: new Map(),
    goalies: new Set(),
    teams: record.teamNames,
    decidedIn: record.decidedIn,
  };
  const add = (id: string, p: { firstName: string; lastName: string }) => {
    names.full.set(id, `${p.firstName} ${p.lastName}`);
    names.last.set(id, p.lastName);
  };
  for (const side of [record.playerStats.teamA, record.playerStats.teamB])
    for (const [id, p] of Object.entries(side)) add(id, p);
  for (const side of [record.goalieStats.teamA, record.goalieStats.teamB])
    for (const [id, p] of Object.entries(side)) {
      add(id, p);
      names.goalies.add(id);
    }
  return names;
}

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

function goalText(e: Told<'GOAL'>, n: GameNames, name: (id: PlayerId) => string): string {
  const label = e.emptyNet
    ? 'Empty-net Goal'
    : e.strength === 'PP'
      ? 'Power-play Goal'
      : e.strength === 'SH'
        ? 'Shorthanded Goal'
        : 'Goal';
  const helpers = e.assists.length === 0 ? 'unassisted' : `assisted by ${e.assists.map(name).join(' and ')}`;
  return `${label}! ${name(e.scorer)} scores (${SHOT_WORDS[e.shotType]}), ${helpers}. ${n.teams.home} ${e.homeScore}, ${n.teams.away} ${e.awayScore}`;
}

function penaltyText(e: Told<'PENALTY'> & { coincidental: boolean }, name: (id: PlayerId) => string): string {
  const label = e.coincidental
    ? `${e.minutes} min, coincidental`
    : e.severity === 'minor'
      ? `${e.minutes} min`
      : `${e.severity}, ${e.minutes} min`;
  return `Penalty: ${name(e.player)}, ${e.infraction} (${label})`;
}

/** The play-by-play line for one event, exactly as the game summary and the viewer show it. */
export function descriptionOf(e: GameEventRecord, n: GameNames): string {
  const name = (id: PlayerId): string => n.full.get(String(id)) ?? String(id);
  switch (e.type) {
    case 'PERIOD_START':
      return `Start of the ${periodName(e.period, n)}`;
    case 'PERIOD_END':
      return `End of the ${periodName(e.period, n)}`;
    case 'GAME_END':
      return `Final: ${finalScoreOf(n.teams, { ...e, decidedIn: n.decidedIn })}`;
    case 'LINE_CHANGE': {
      const skaters = e.players.filter((id) => !n.goalies.has(String(id)));
      const who = skaters.map((id) => n.last.get(String(id)) ?? String(id)).join(', ');
      return `Line change for ${teamName(n, e.team)}: ${who}`;
    }
    case 'FACEOFF':
      return `Face-off won by ${name(e.winner)} against ${name(e.loser)} in the ${e.zone} zone`;
    case 'SHOT': {
      const what =
        e.deflectedBy !== null && e.deflectedFrom !== null
          ? `Deflection by ${name(e.deflectedBy)} on a Shot by ${name(e.deflectedFrom)}`
          : `Shot by ${name(e.shooter)} (${SHOT_WORDS[e.shotType]})`;
      const covers = e.stoppage === 'GOALIE_COVER' ? ', who covers the puck' : '';
      return `${e.rebound ? 'Rebound ' : ''}${what}, Save by ${name(e.goalie)}${covers}`;
    }
    case 'MISSED_SHOT':
      if (e.emptyNet) return `Missed Shot by ${name(e.shooter)} at the empty net`;
      return `Missed Shot by ${name(e.shooter)}, ${e.stoppage === 'OTHER' ? 'out of play' : 'wide of the net'}`;
    case 'BLOCKED_SHOT':
      return `Blocked Shot: ${name(e.shooter)}'s attempt blocked by ${name(e.blocker)}`;
    case 'GOAL':
      return goalText(e, n, name);
    case 'HIT':
      return `Hit by ${name(e.hitter)} on ${name(e.hittee)}`;
    case 'GIVEAWAY':
      return `Giveaway by ${name(e.player)}`;
    case 'TAKEAWAY':
      return `Takeaway by ${name(e.player)}`;
    case 'PENALTY':
      return penaltyText(e, name);
    case 'PENALTY_EXPIRED':
      return `Penalty expired: ${name(e.player)} returns to the ice`;
    case 'ICING':
      return `Icing by ${teamName(n, e.team)}`;
    case 'OFFSIDE':
      return `Offside by ${teamName(n, e.team)}`;
    case 'STOPPAGE':
      return 'Stoppage in play: puck frozen along the boards';
    case 'GOALIE_PULLED':
      return `${name(e.goalie)} pulled for an extra attacker`;
    case 'SHOOTOUT_ATTEMPT':
      return e.scored
        ? `Shootout: ${name(e.shooter)} scores on ${name(e.goalie)}`
        : `Shootout: ${name(e.shooter)} denied, Save by ${name(e.goalie)}`;
  }
}

/** One event with its SPEC §3 text: the fields in the order the API has always answered them. */
export function describeEvent(e: GameEventRecord, names: GameNames): GameEvent {
  const description = descriptionOf(e, names);
  const time = eventTime(e.period, e.clock);
  const head = { type: e.type, stoppage: e.stoppage, team: e.team, time, period: e.period, clock: e.clock };
  switch (e.type) {
    case 'SHOT': {
      const { type: _t, stoppage: _s, team: _m, period: _p, clock: _c, deflectedFrom: _d, ...rest } = e;
      return { ...head, type: e.type, description, ...rest };
    }
    case 'MISSED_SHOT': {
      const { type: _t, stoppage: _s, team: _m, period: _p, clock: _c, emptyNet: _e, ...rest } = e;
      return { ...head, type: e.type, description, ...rest };
    }
    case 'PENALTY': {
      const { type: _t, stoppage: _s, team: _m, period: _p, clock: _c, coincidental: _x, ...rest } = e;
      return { ...head, type: e.type, description, ...rest };
    }
    default: {
      const { type: _t, stoppage: _s, team: _m, period: _p, clock: _c, ...rest } = e;
      return { ...head, description, ...rest } as GameEvent;
    }
  }
}

/** SimulationData (SPEC §3) from a stored game record: the text of every event and the final score. */
export function describeGame(record: GameRecord): SimulationData {
  const names = gameNamesOf(record);
  const data: SimulationData = {
    events: record.events.map((e) => describeEvent(e, names)),
    finalScore: finalScoreOf(record.teamNames, record),
    date: record.date,
    homeScore: record.homeScore,
    awayScore: record.awayScore,
    decidedIn: record.decidedIn,
    statistics: record.statistics,
    playerStats: record.playerStats,
    goalieStats: record.goalieStats,
    threeStars: record.threeStars,
  };
  if (record.injuries !== undefined) data.injuries = record.injuries;
  if (record.replacements !== undefined) data.replacements = record.replacements;
  return data;
}
