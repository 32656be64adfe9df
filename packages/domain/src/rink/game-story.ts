import type { PlayerId } from '../player';
import type { GoalieGameStats, SimulationData, TeamSide } from '../simulation';
import type { GameAnalytics, PlayEvent } from './game-analytics';

// A played game told in a few sentences, read from its play-by-play alone: the result, who led and when,
// a comeback, hat tricks, the deciding goal, a standout goalie.

export type StoryLineKind =
  'result' | 'first-goal' | 'lead' | 'comeback' | 'hat-trick' | 'deciding-goal' | 'goalie';

export interface StoryLine {
  kind: StoryLineKind;
  text: string;
}

/** What the story reads: the events, the final score, the goalies' lines, the analytics when told. */
export type StoryGame = Pick<SimulationData, 'homeScore' | 'awayScore' | 'decidedIn'> & {
  events: readonly PlayEvent[];
  goalieStats: { teamA: Record<string, GoalieGameStats>; teamB: Record<string, GoalieGameStats> };
  analytics?: GameAnalytics;
};

export interface StoryNames {
  teams: Record<TeamSide, string>;
  player: (id: PlayerId) => string;
}

/** A goalie stands out with a shutout, this many saves, or this many goals saved above expected. */
export const STANDOUT_GOALIE = { saves: 35, gsax: 1.5 } as const;

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
const ordinal = (n: number): string => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/** '12:34 of the 3rd', '02:31 of overtime', '08:10 of the 2nd overtime'. */
export function storyTime(period: number, clock: number): string {
  const at = `${pad(Math.floor(clock / 60))}:${pad(clock % 60)}`;
  if (period <= 3) return `${at} of the ${ordinal(period)}`;
  return period === 4 ? `${at} of overtime` : `${at} of the ${ordinal(period - 3)} overtime`;
}

const goalWord = (n: number): string => (n === 1 ? 'one goal' : n === 2 ? 'two goals' : `${n} goals`);
const other = (side: TeamSide): TeamSide => (side === 'home' ? 'away' : 'home');

type Goal = Extract<PlayEvent, { type: 'GOAL' }> & { team: TeamSide };

/** The game's story, a sentence a line, in the order a reader wants them. */
export function gameStoryOf(game: StoryGame, names: StoryNames): StoryLine[] {
  const goals = game.events.filter((e): e is Goal => e.type === 'GOAL' && e.team !== null);
  const winner: TeamSide = game.homeScore > game.awayScore ? 'home' : 'away';
  const loser = other(winner);
  const score = (side: TeamSide, g: { homeScore: number; awayScore: number }) =>
    side === 'home' ? g.homeScore : g.awayScore;
  const w = score(winner, game);
  const l = score(loser, game);
  const team = (side: TeamSide) => names.teams[side];

  const how = game.decidedIn === 'OT' ? ' in overtime' : game.decidedIn === 'SO' ? ' in a shootout' : '';
  const lines: StoryLine[] = [
    { kind: 'result', text: `${team(winner)} beat ${team(loser)} ${w}–${l}${how}.` },
  ];

  const first = goals[0];
  if (!first) {
    lines.push({ kind: 'first-goal', text: 'Neither team scored before the shootout.' });
  } else {
    lines.push({
      kind: 'first-goal',
      text: `${names.player(first.scorer)} opened the scoring for ${team(first.team)} at ${storyTime(first.period, first.clock)}.`,
    });
    lines.push(...leadLines(goals, winner, team));
  }

  const tallies = new Map<string, { id: PlayerId; team: TeamSide; goals: number }>();
  for (const g of goals) {
    const t = tallies.get(String(g.scorer)) ?? { id: g.scorer, team: g.team, goals: 0 };
    t.goals++;
    tallies.set(String(g.scorer), t);
  }
  for (const t of tallies.values())
    if (t.goals >= 3)
      lines.push({
        kind: 'hat-trick',
        text:
          t.goals === 3
            ? `${names.player(t.id)} scored a hat trick for ${team(t.team)}.`
            : `${names.player(t.id)} scored ${t.goals} goals for ${team(t.team)}.`,
      });

  const deciding = decidingLine(game, goals, winner, l, names);
  if (deciding) lines.push(deciding);
  const goalie = standoutGoalie(game, names);
  if (goalie) lines.push(goalie);
  return lines;
}

/** Who led from when, how often the lead changed, and the winner's comeback. */
function leadLines(goals: Goal[], winner: TeamSide, team: (side: TeamSide) => string): StoryLine[] {
  let leader: TeamSide | null = null;
  let leadChanges = 0;
  let ties = 0;
  let deficit = { goals: 0, winnerScore: 0, loserScore: 0 };
  // The goal after which the winner led to the end.
  let leadSince: Goal | null = null;
  let ahead: TeamSide | null = null;
  for (const g of goals) {
    const diff = g.homeScore - g.awayScore;
    const now: TeamSide | null = diff > 0 ? 'home' : diff < 0 ? 'away' : null;
    if (now === null) ties++;
    if (now !== null && leader !== null && now !== leader) leadChanges++;
    if (now !== null) leader = now;
    if (now === winner && ahead !== winner) leadSince = g;
    if (now !== winner) leadSince = null;
    ahead = now;
    const behind = winner === 'home' ? -diff : diff;
    if (behind > deficit.goals) {
      const [ws, ls] = winner === 'home' ? [g.homeScore, g.awayScore] : [g.awayScore, g.homeScore];
      deficit = { goals: behind, winnerScore: ws, loserScore: ls };
    }
  }
  const lines: StoryLine[] = [];
  if (deficit.goals > 0) {
    lines.push({
      kind: 'comeback',
      text: `${team(winner)} came back from ${goalWord(deficit.goals)} down (${deficit.winnerScore}–${deficit.loserScore}).`,
    });
  } else if (goals[0]?.team === winner && ties === 0) {
    lines.push({ kind: 'lead', text: `${team(winner)} led from the first goal on and never trailed.` });
  } else if (leadSince && leadSince.period <= 3) {
    lines.push({
      kind: 'lead',
      text: `${team(winner)} never trailed and led for good from ${storyTime(leadSince.period, leadSince.clock)}.`,
    });
  }
  if (leadChanges >= 2) lines.push({ kind: 'lead', text: `The lead changed hands ${leadChanges} times.` });
  else if (ties >= 2)
    lines.push({ kind: 'lead', text: `The game was tied ${ties} times after the first goal.` });
  return lines;
}

/**
 * The deciding goal: the goal that put the winner one ahead of the loser's final total (the NHL's
 * game-winning goal); in a shootout, the winner's last goal of the shootout.
 */
function decidingLine(
  game: StoryGame,
  goals: Goal[],
  winner: TeamSide,
  loserTotal: number,
  names: StoryNames,
): StoryLine | null {
  if (game.decidedIn === 'SO') {
    const scored = game.events.filter(
      (e): e is Extract<PlayEvent, { type: 'SHOOTOUT_ATTEMPT' }> =>
        e.type === 'SHOOTOUT_ATTEMPT' && e.team === winner && e.scored,
    );
    const last = scored.at(-1);
    if (!last) return null;
    return {
      kind: 'deciding-goal',
      text: `${names.player(last.shooter)} scored the deciding goal of the shootout in round ${last.round}.`,
    };
  }
  const winning = goals.filter((g) => g.team === winner)[loserTotal];
  if (!winning) return null;
  const who = names.player(winning.scorer);
  if (winning.period >= 4)
    return { kind: 'deciding-goal', text: `${who} won it at ${storyTime(winning.period, winning.clock)}.` };
  const ws = winner === 'home' ? winning.homeScore : winning.awayScore;
  const ls = winner === 'home' ? winning.awayScore : winning.homeScore;
  return {
    kind: 'deciding-goal',
    text: `${who} scored the game-winning goal at ${storyTime(winning.period, winning.clock)}, making it ${ws}–${ls}.`,
  };
}

/** The goalie who stood out most: a shutout first, then goals saved above expected, then saves. */
function standoutGoalie(game: StoryGame, names: StoryNames): StoryLine | null {
  const goalies = [
    ...Object.values(game.goalieStats.teamA).map((g) => ({ g, side: 'home' as const })),
    ...Object.values(game.goalieStats.teamB).map((g) => ({ g, side: 'away' as const })),
  ].map(({ g, side }) => ({ g, side, gsax: game.analytics?.goalies[String(g.playerId)]?.gsax }));
  const standouts = goalies.filter(
    ({ g, gsax }) =>
      (g.shutout && g.shotsAgainst > 0) ||
      g.saves >= STANDOUT_GOALIE.saves ||
      (gsax !== undefined && gsax >= STANDOUT_GOALIE.gsax),
  );
  standouts.sort(
    (a, b) =>
      Number(b.g.shutout) - Number(a.g.shutout) || (b.gsax ?? 0) - (a.gsax ?? 0) || b.g.saves - a.g.saves,
  );
  const best = standouts[0];
  if (!best) return null;
  const who = `${best.g.firstName} ${best.g.lastName}`;
  const saved =
    best.gsax !== undefined && best.gsax > 0 ? ` (${best.gsax.toFixed(1)} goals saved above expected)` : '';
  const text = best.g.shutout
    ? `${who} stopped all ${best.g.shotsAgainst} shots for ${names.teams[best.side]}, a shutout${saved}.`
    : `${who} made ${best.g.saves} saves on ${best.g.shotsAgainst} shots for ${names.teams[best.side]}${saved}.`;
  return { kind: 'goalie', text };
}
