// Calibration constants, tuned with `npm run bench:sim` against recent NHL
// regular seasons (see docs/decisions/002-game-engine.md). All in one place so
// that calibration never hides in the play logic.

/**
 * Edge (log-odds-like) per 10 rating points of attack over defence. 0.033 since shots are scored from
 * the expected-goals model (issue 20); 0.015 since stars lift their unit's chances (STAR_CHANCES, issue
 * 30), which carries part of team strength: a team 10 overall points better still wins 65-75%.
 */
export const RATING_EDGE = 0.015;
/** Edge per extra skater on the ice (power play, extra attacker). */
export const MANPOWER_EDGE = 0.4;
export const HOME_EDGE = 0.02;
/**
 * Trailing teams push, leading teams sit back: edge per goal of deficit, one or two (a game three or more
 * goals apart is out of reach and played even: see possession.pressingLead).
 */
export const SCORE_EFFECT = 0.03;

/** Seconds a step takes, by zone (defensive, neutral, offensive): min + up to span. */
export const STEP_MIN = [4, 3, 4] as const;
export const STEP_SPAN = [6, 4, 7] as const;

// Defensive zone: relative weights of what happens next.
export const BREAKOUT = 62;
export const ICING = 5;
export const DZ_GIVEAWAY = 3;
export const DZ_TAKEAWAY = 3.5;
export const DZ_HIT = 9;
// Neutral zone.
export const CARRY_IN = 46;
export const DUMP_IN = 30;
export const DUMP_RECOVERY = 0.4;
/** Share of carry-ins with speed, the defence not set: the next attempt, if it comes at once, is off the rush. */
export const RUSH = 0.35;
export const OFFSIDE = 6;
export const NZ_TURNOVER = 9;
export const NZ_HIT = 4;
// Offensive zone.
export const SHOT_ATTEMPT = 73;
export const OZ_HIT = 11;
export const OZ_TAKEAWAY = 5;
export const OZ_GIVEAWAY = 4.5;
export const CLEARED = 13;
export const PUCK_OUT = 0.8;
export const CYCLE = 30;

// Shot attempts.
/** Share of attempts blocked at full strength, times the spot's block factor (shot-places.ts). */
export const BLOCKED = 0.235;
/** Of the unblocked attempts that do not go in, the share that misses the net (× 1.25 − shooting / 280). */
export const MISSED = 0.36;
export const MISSED_OUT_OF_PLAY = 0.25;
/** Share of unblocked attempts from the point, the high slot and the circles that a teammate tips. */
export const DEFLECTION = 0.07;
/**
 * An unblocked attempt goes in with its xG times finish × star lift × goalie leak × √edge over this.
 * Finish and leak are relative to 70-rated players, whose attempts score at their xG: league xG ÷ goals
 * is about 1.01 over 10,000 games (bench:sim; xg-calibration.test.ts holds it within 5%).
 */
export const TALENT_NORM = 1;
/**
 * Log-odds of a goal per 10 points of the shooter's shooting (a 95 finisher scores ~1.25x a 70). 0.09
 * (was 0.11) since stars lift their unit's chances: at 0.11 a league had 20 40-goal scorers (NHL ~15).
 */
export const SHOOTER_EDGE = 0.09;
/**
 * A star makes better chances for everyone on the ice with him: the unit's unblocked attempts go in this
 * much likelier (log-odds) per 10 points of its best attacker's offence above STAR_CHANCES_FROM, up to
 * STAR_CHANCES_UP_TO (prepare-team.starLift). With it the league's best players stand out of the scoring
 * race as the NHL's do (issue 30: top scorer 121-153 points, 27-52 ahead of the 10th); the cap keeps a
 * 99-rated playmaker beside a 99-rated sniper under 160 points.
 */
export const STAR_CHANCES = 0.42;
export const STAR_CHANCES_FROM = 85;
export const STAR_CHANCES_UP_TO = 92;
/** Log-odds of a goal per 10 points of the goalie's goaltending: +10 is about +.012 save %. */
export const GOALIE_EDGE = 0.13;
/** Extra goal odds a fully worn-out goalie (TeamInput.goalieFatigue 1) allows. */
export const GOALIE_FATIGUE = 0.15;
/** Open ice: shot multiplier per skater fewer than ten on the ice. */
export const OPEN_ICE = 0.1;
/**
 * Regular-season 3-on-3 overtime: extra shot rate (tired legs, odd-man rushes). 5.5 (was 5) since open
 * ice no longer multiplies the goal chance: its shots come from rush spots instead (shot-places.ts).
 */
export const THREE_ON_THREE = 5.5;
export const COVER = 0.36;
export const REBOUND = 0.085;
export const ATTACK_RECOVERS = 0.33;

// Penalties: chance per step that a whistle goes for an infraction.
export const PENALTY_PER_STEP = 0.0115;
export const DEFENDER_PENALTY_SHARE = 0.73;
export const DOUBLE_MINOR = 0.045;
export const MAJOR = 0.01;
/** Fight chance per hit per unit of the two most willing fighters' readiness (Skater.fight). */
export const FIGHT_PER_HIT = 0.0012;
export const COINCIDENTAL_PER_HIT = 0.006;
/** Penalty taking: weights grow e-fold per this many points below 60 discipline. */
export const DISCIPLINE_SCALE = 14;

// Injuries: chance that a hit hurts the man hit (and, less often, the hitter), a blocked shot the
// blocker, a fight either fighter. Games out follow INJURY_LENGTHS (injuries.ts).
export const INJURY_PER_HIT = 0.015;
export const HITTER_INJURY_SHARE = 0.25;
export const INJURY_PER_BLOCK = 0.005;
export const INJURY_PER_FIGHT = 0.03;

// Talent: how steeply ratings decide who shoots and who sets up (weights grow e-fold per this many
// rating points, shooting and passing apart), how much of it the defensemen get, and how much a line's best man lifts its attack.
// SHOOT_SCALE 25 (was 22) since shots are scored from their places: at 22 the league had too many
// 50-goal scorers (bench:realism); 27 and PASS_SCALE 11 (was 9) since stars lift their unit's chances:
// the points they add go to the unit, not all to its best passer (an elite playmaker had 95% of his
// unit's goals in his points; the NHL's best, 85-90%).
export const SHOOT_SCALE = 27;
export const PASS_SCALE = 11;
/** 0.8 (was 0.62): defencemen take a third of the attempts, as the NHL's do (bench:sim's shot report). */
export const DEFENSE_SHOOTS = 0.8;
export const DEFENSE_PASSES = 0.72;
/** How often a defenseman, rather than a forward, is the man in front for a tip or a rebound. */
export const DEFENSE_NET_FRONT = 0.1;
/** A line's attack: its mean plus this share of the way to its best skater. */
export const STAR_LIFT = 0.35;
/** Goals with no, one and two assists (NHL about 5%, 20%, 75%). */
export const UNASSISTED = 0.05;
export const ONE_ASSIST = 0.2;

// Shifts, seconds.
export const FORWARD_SHIFT = 44;
export const DEFENSE_SHIFT = 52;
export const PP1_SHIFT = 72;
export const PP2_SHIFT = 48;
export const PK_SHIFT = 42;
/**
 * Even-strength ice share a coach gives each line and pair. Lines 0.285, 0.265, 0.25, 0.2 (were 0.3,
 * 0.27, 0.23, 0.2): third-liners play about 13 minutes a game and first-liners 19-20 with the power play
 * and the penalty kill, as the NHL's do (issue 30; at 0.23 the third line played 12).
 */
export const LINE_SHARE = [0.285, 0.265, 0.25, 0.2] as const;
export const PAIR_SHARE = [0.35, 0.33, 0.32] as const;
/** Fatigue: edge lost per second past a skater's comfortable shift length. */
export const FATIGUE = 0.006;

// Goalie pull: seconds left in regulation when trailing by one / by two.
export const PULL_DOWN_ONE = 95;
export const PULL_DOWN_TWO = 140;
/** Chance per step that a team in front of an empty net fires at it from afar. */
export const EMPTY_NET_TRY = [0.08, 0.2] as const;

// Shootout.
export const SHOOTOUT_BASE = 0.32;
