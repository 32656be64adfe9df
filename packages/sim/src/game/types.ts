import type {
  GameEventRecord,
  GameInjury,
  Player,
  PlayerId,
  RinkPoint,
  SlotPosition,
  TeamSide,
  XgShot,
} from '@rinkside/domain';
import type { Rng } from '../rng';

/** A dressed player during one game: cached ratings plus running stats. */
export interface Skater {
  id: PlayerId;
  player: Player;
  pos: SlotPosition;
  team: Team;
  // ratings 0-99, computed once per game
  off: number;
  def: number;
  shoot: number;
  pass: number;
  faceoff: number;
  hit: number;
  block: number;
  discipline: number;
  shootout: number;
  /** Goalie only: goaltending composite. */
  save: number;
  /** How much likelier than their expected goals his attempts go in, against an average goalie. */
  finish: number;
  /** How much likelier his unit's attempts go in while he is its best attacker (prepare-team.starLift). */
  lift: number;
  /** How ready he is to drop the gloves (role and fighting rating). */
  fight: number;
  /** Hurt during this game: he leaves it and does not come back. */
  hurt: boolean;
  /** How likely he is the one who shoots, passes, blocks... (indexed by the WEIGHT constants). */
  weights: number[];
  /** Shift length a skater can hold before tiring, seconds. */
  stamina: number;
  inBox: boolean;
  /** On the ice for his team right now (kept by shifts.setOnIce). */
  onIce: boolean;
  /** Scratch mark while a line change is made. */
  staysOn: boolean;
  /** Game second he last stepped on the ice (ice time is credited when he steps off). */
  onSince: number;
  // stats
  goals: number;
  assists: number;
  primaryAssists: number;
  shots: number;
  hits: number;
  pim: number;
  plusMinus: number;
  ppGoals: number;
  toi: number;
  giveaways: number;
  takeaways: number;
  blocks: number;
  faceoffsWon: number;
  faceoffsTaken: number;
  shotsAgainst: number;
  goalsAgainst: number;
}

/** Who on the ice is picked for an action: indices into Skater.weights. */
export const SHOOTER = 0;
export const PASSER = 1;
export const BLOCKER = 2;
export const HITTER = 3;
export const DEFENDER = 4;
/** The less disciplined, the more likely to take a penalty. */
export const CULPRIT = 5;
export const ANYONE = 6;
/** Who is in front of the net to tip a shot or whack at a rebound: the forwards, as shooters go. */
export const NET_FRONT = 7;
/** Who gets the secondary assist: the passer's talent counts half as steeply (a second touch is less his doing). */
export const SECOND_PASSER = 8;
export type Weight = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** A player in the penalty box. */
export interface Penalty {
  skater: Skater;
  remaining: number;
  /** The team plays a man short while it runs (not fights). */
  reducesStrength: boolean;
  /** A power-play goal can end it (minors and the current half of a double minor). */
  releasable: boolean;
}

/** What a team has on the ice: even strength lines, power play, penalty kill. */
export type Unit = 'EV' | 'PP' | 'PK';

export interface Team {
  side: TeamSide;
  index: 0 | 1;
  name: string;
  lines: [Skater, Skater, Skater][];
  pairs: [Skater, Skater][];
  pp: [Skater, Skater, Skater, Skater, Skater][];
  pk: [Skater, Skater, Skater, Skater][];
  goalie: Skater;
  bench: Skater[];
  onIce: Skater[];
  goalieIn: boolean;
  unit: Unit;
  line: number;
  pair: number;
  specialUnit: number;
  forwardShift: number;
  defenseShift: number;
  lineToi: number[];
  pairToi: number[];
  /** Game second since which the current line and pair have not been credited. */
  unitSince: number;
  /** Game second from which a change on the fly may be due (hot-loop guard). */
  checkAt: number;
  attack: number;
  defense: number;
  stamina: number;
  /** The greatest lift among the skaters on the ice (Skater.lift): the star who makes the chances. */
  lift: number;
  /** The most willing fighter on the ice and his readiness (see Skater.fight). */
  fightiest: Skater | null;
  fight: number;
  /** Goal odds the starting goalie allows, from his rating and how tired he is (1 = average, rested). */
  leak: number;
  /** The last edge with the puck and its exp (see possession.updateOdds). */
  edge: number;
  odds: number;
  /** The edge without manpower (ratings, home ice, score effects), which the expected-goals model holds. */
  playEdge: number;
  /** exp(playEdge / 2): how much likelier the team's attempts go in from the edge of play. */
  finishing: number;
  penalties: Penalty[];
  /** Set when the team may not change (it iced the puck). */
  frozen: boolean;
  goals: number;
  shots: number;
  hits: number;
  powerPlays: number;
  ppGoals: number;
  pim: number;
  blocks: number;
  missedShots: number;
  giveaways: number;
  takeaways: number;
  faceoffsWon: number;
  emptyNetGoals: number;
  goalsByPeriod: number[];
  shotsByPeriod: number[];
}

/** A shot attempt as the expected-goals model reads it, and its expected goals (rounded as told). */
export interface ShotPlace extends XgShot {
  xg: number;
}

/** Where the puck is, seen from the team that has it. */
export const DEFENSIVE_ZONE = 0;
export const NEUTRAL_ZONE = 1;
export const OFFENSIVE_ZONE = 2;
export type Zone = 0 | 1 | 2;

export type GameType = 'regular' | 'playoff';

export interface Game {
  rng: Rng;
  gameType: GameType;
  teams: [Team, Team];
  /** The play-by-play: each event one object literal, written where it happens (a fixed shape per type). */
  events: GameEventRecord[];
  period: number;
  clock: number;
  /** Seconds played in the game so far, all periods. */
  elapsed: number;
  periodLength: number;
  overtime: boolean;
  /** Team index with the puck, and the zone it is in from that team's view. */
  possession: 0 | 1;
  zone: Zone;
  /** A stoppage happened; the next play starts with a faceoff in this zone (of `faceoffTeam`). */
  faceoffPending: boolean;
  faceoffTeam: 0 | 1;
  faceoffZone: Zone;
  /** The pending faceoff is at centre ice (the period's opening draw, after a goal). */
  faceoffCentre: boolean;
  /** The attackers just carried the puck in from the neutral zone: their next attempt is off the rush. */
  rush: boolean;
  /** The attempt being played: its place, type and expected goals (reused, attempt after attempt). */
  shot: ShotPlace;
  /** The place of the hit, turnover or faceoff being written (reused, event after event). */
  spot: RinkPoint;
  /** Sudden death: the game ended on an overtime goal. */
  over: boolean;
  /** The winner once decided (shootout included). */
  winner: 0 | 1 | null;
  /** Players hurt so far. */
  injuries: GameInjury[];
}

export const opponentOf = (g: Game, team: Team): Team => (team.index === 0 ? g.teams[1] : g.teams[0]);
