import type { GameRecord } from './describe-game';
import type { GameHighlight } from './league-news';

// SPEC issue 15: a result's game story in one line. A goalie's night stands out from this many saves.
export const STORY_SAVES = 30;

/**
 * What the one-line story of a game tells, from its box score: the winners' best skater (most goals,
 * then points) when he scored or set up two, and their goalie after a shutout or a busy night.
 */
export function gameHighlights(
  game: Pick<GameRecord, 'homeScore' | 'awayScore' | 'playerStats' | 'goalieStats'>,
): GameHighlight[] {
  const winner = game.homeScore > game.awayScore ? 'teamA' : 'teamB';
  const highlights: GameHighlight[] = [];
  const skaters = Object.values(game.playerStats[winner])
    .filter((s) => s.goals > 0 || s.assists >= 2)
    .sort((a, b) => b.goals - a.goals || b.points - a.points || Number(a.playerId) - Number(b.playerId));
  const star = skaters[0];
  if (star)
    highlights.push({
      type: 'skater',
      playerId: Number(star.playerId),
      lastName: star.lastName,
      goals: star.goals,
      assists: star.assists,
    });
  const goalie = Object.values(game.goalieStats[winner])
    .filter((g) => g.shutout || g.saves >= STORY_SAVES)
    .sort((a, b) => b.saves - a.saves)[0];
  if (goalie)
    highlights.push({
      type: 'goalie',
      playerId: Number(goalie.playerId),
      lastName: goalie.lastName,
      saves: goalie.saves,
      shutout: goalie.shutout,
    });
  return highlights;
}

const TIMES = ['', 'once', 'twice', 'three times', 'four times', 'five times'];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One highlight in words: 'Matthews scored twice', 'Samsonov made 31 saves'. */
export function highlightText(highlight: GameHighlight): string {
  if (highlight.type === 'goalie')
    return highlight.shutout
      ? `${highlight.lastName} stopped all ${plural(highlight.saves, 'shot')}`
      : `${highlight.lastName} made ${plural(highlight.saves, 'save')}`;
  const { lastName, goals, assists } = highlight;
  if (goals === 0) return `${lastName} had ${plural(assists, 'assist')}`;
  if (goals === 3) return `${lastName} scored a hat trick`;
  if (goals === 1)
    return assists > 0 ? `${lastName} had a goal and ${plural(assists, 'assist')}` : `${lastName} scored`;
  return `${lastName} scored ${TIMES[goals] ?? `${goals} times`}`;
}
