import { describe, expect, it } from 'vitest';
import type { GameResultNews } from './league-news';
import { leagueNewsContentSchema } from './league-news';
import { gameHighlights } from './league-news-story';
import { describeNews, gameStoryText } from './league-news-text';

const toronto = { teamId: 1, teamName: 'Toronto' };
const boston = { teamId: 2, teamName: 'Boston' };

function result(overrides: Partial<GameResultNews> = {}): GameResultNews {
  return {
    gameId: 9,
    gameType: 'regular',
    startAt: '2026-10-01T23:00:00.000Z',
    home: { ...boston, score: 2 },
    away: { ...toronto, score: 4 },
    decidedIn: 'regulation',
    highlights: [],
    ...overrides,
  };
}

const skater = (id: number, lastName: string, goals: number, assists: number) => ({
  playerId: id,
  firstName: 'A',
  lastName,
  jerseyNumber: id,
  position: 'C' as const,
  goals,
  assists,
  points: goals + assists,
  shots: 0,
  hits: 0,
  pim: 0,
  plusMinus: 0,
  ppGoals: 0,
  icetime: 0,
  giveaways: 0,
  takeaways: 0,
  shotBlocks: 0,
  faceoffsWon: 0,
  faceoffsTaken: 0,
});
const goalie = (id: number, lastName: string, saves: number, goalsAgainst: number) => ({
  playerId: id,
  firstName: 'G',
  lastName,
  jerseyNumber: id,
  shotsAgainst: saves + goalsAgainst,
  saves,
  goalsAgainst,
  icetime: 3600,
  decision: null,
  shutout: goalsAgainst === 0,
  savePercentage: 0.9,
  gaa: goalsAgainst,
});

describe('the one-line game story', () => {
  it('names the winner first with the score winner first, then the story', () => {
    const text = gameStoryText(
      result({
        highlights: [
          { type: 'skater', playerId: 5, lastName: 'Matthews', goals: 2, assists: 0 },
          { type: 'goalie', playerId: 6, lastName: 'Samsonov', saves: 31, shutout: false },
        ],
      }),
    );
    expect(text).toBe('Toronto beat Boston 4–2: Matthews scored twice, Samsonov made 31 saves.');
  });

  it('tells overtime and shootouts, and a home winner', () => {
    const home = { ...toronto, score: 3 };
    const away = { ...boston, score: 2 };
    expect(gameStoryText(result({ home, away, decidedIn: 'overtime' }))).toBe(
      'Toronto beat Boston 3–2 in overtime.',
    );
    expect(gameStoryText(result({ home, away, decidedIn: 'shootout' }))).toBe(
      'Toronto beat Boston 3–2 in a shootout.',
    );
  });

  it('words hat tricks, a goal with assists, assists alone and shutouts', () => {
    const line = (h: GameResultNews['highlights']) => gameStoryText(result({ highlights: h }));
    expect(line([{ type: 'skater', playerId: 1, lastName: 'Nylander', goals: 3, assists: 1 }])).toContain(
      ': Nylander scored a hat trick.',
    );
    expect(line([{ type: 'skater', playerId: 1, lastName: 'Marner', goals: 1, assists: 2 }])).toContain(
      ': Marner had a goal and 2 assists.',
    );
    expect(line([{ type: 'skater', playerId: 1, lastName: 'Rielly', goals: 0, assists: 3 }])).toContain(
      ': Rielly had 3 assists.',
    );
    expect(line([{ type: 'goalie', playerId: 1, lastName: 'Woll', saves: 28, shutout: true }])).toContain(
      ': Woll stopped all 28 shots.',
    );
  });
});

describe('gameHighlights', () => {
  it("takes the winners' top scorer (goals before points) and a busy or perfect goalie, never the losers'", () => {
    const highlights = gameHighlights({
      homeScore: 2,
      awayScore: 4,
      playerStats: {
        teamA: { '1': skater(1, 'Pastrnak', 2, 0) },
        teamB: { '5': skater(5, 'Marner', 1, 3), '6': skater(6, 'Matthews', 2, 0) },
      },
      goalieStats: {
        teamA: { '2': goalie(2, 'Swayman', 40, 4) },
        teamB: { '7': goalie(7, 'Samsonov', 31, 2) },
      },
    });
    expect(highlights).toEqual([
      { type: 'skater', playerId: 6, lastName: 'Matthews', goals: 2, assists: 0 },
      { type: 'goalie', playerId: 7, lastName: 'Samsonov', saves: 31, shutout: false },
    ]);
  });

  it('leaves out a quiet goalie and a skater with one assist', () => {
    const highlights = gameHighlights({
      homeScore: 1,
      awayScore: 0,
      playerStats: { teamA: { '1': skater(1, 'Tavares', 0, 1) }, teamB: {} },
      goalieStats: { teamA: { '2': goalie(2, 'Woll', 18, 0) }, teamB: {} },
    });
    // The shutout is told however few shots; the lone assist is not a story.
    expect(highlights).toEqual([{ type: 'goalie', playerId: 2, lastName: 'Woll', saves: 18, shutout: true }]);
    const quiet = gameHighlights({
      homeScore: 3,
      awayScore: 2,
      playerStats: { teamA: { '1': skater(1, 'Tavares', 0, 1) }, teamB: {} },
      goalieStats: { teamA: { '2': goalie(2, 'Woll', 22, 2) }, teamB: {} },
    });
    expect(quiet).toEqual([]);
  });
});

describe('league news schema and wording', () => {
  it('refuses a payload of another kind', () => {
    expect(
      leagueNewsContentSchema.safeParse({ kind: 'gm_left', payload: { ...toronto, gm: 'anna' } }).success,
    ).toBe(true);
    expect(
      leagueNewsContentSchema.safeParse({ kind: 'hat_trick', payload: { ...toronto, gm: 'anna' } }).success,
    ).toBe(false);
  });

  it("words an injury with its return day, and a team's possessive", () => {
    const back = { playerId: 5, playerName: 'Brad Marchand', teamId: 2, teamName: 'Boston Bruins' };
    expect(describeNews({ kind: 'player_back', payload: back }, '/league/3').text).toBe(
      "Boston Bruins' Brad Marchand is back from injury.",
    );
    const hurt = {
      playerId: 4,
      playerName: 'Auston Matthews',
      ...toronto,
      injury: 'Knee',
      returnDate: '2026-11-27',
    };
    expect(describeNews({ kind: 'player_injured', payload: hurt }, '/league/3').text).toBe(
      "Toronto's Auston Matthews is injured (Knee), out until Nov 27.",
    );
  });

  it('words milestones and phases with links inside the league', () => {
    const who = { playerId: 4, playerName: 'Auston Matthews', ...toronto, gameId: 9, opponent: boston };
    expect(describeNews({ kind: 'season_goals', payload: { ...who, goals: 50 } }, '/league/3')).toEqual({
      text: 'Auston Matthews (Toronto) scored his 50th goal of the season, against Boston.',
      href: '/league/3/player/4',
    });
    expect(
      describeNews(
        { kind: 'season_over', payload: { seasonId: 1, seasonName: '2026-27', champion: toronto } },
        '/league/3',
      ).text,
    ).toBe('Toronto won the 2026-27 championship.');
  });
});
