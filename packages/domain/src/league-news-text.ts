import type { LeagueNewsContent, GameResultNews } from './league-news';
import { formatCapHit } from './format';
import { formatLeagueDate } from './league-dates';
import { highlightText } from './league-news-story';
import { ordinal } from './trades/trade-words';

/** A news item as the feed shows it: one line of text and where it leads in the league, if anywhere. */
export interface NewsWording {
  text: string;
  href: string | null;
}

/** A calendar day ('2026-11-27') as 'Nov 27': the day itself, in no time zone's terms. */
const dayText = (day: string) => formatLeagueDate(`${day}T12:00:00Z`, 'UTC', { withYear: false });

/** Toronto's, Quebec Glaciers'. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

const DECIDED_IN_WORDS = { regulation: '', overtime: ' in overtime', shootout: ' in a shootout' } as const;

/** 'Toronto beat Boston 4–2: Matthews scored twice, Samsonov made 31 saves.' */
export function gameStoryText(game: GameResultNews): string {
  const [winner, loser] = game.home.score > game.away.score ? [game.home, game.away] : [game.away, game.home];
  const result = `${winner.teamName} beat ${loser.teamName} ${winner.score}–${loser.score}${DECIDED_IN_WORDS[game.decidedIn]}`;
  const story = game.highlights.map(highlightText).join(', ');
  return story ? `${result}: ${story}.` : `${result}.`;
}

/** Words a news item in the league's terms; `base` is the league's path, e.g. /league/3. */
export function describeNews(news: LeagueNewsContent, base: string): NewsWording {
  const player = (id: number) => `${base}/player/${id}`;
  const teamPage = (id: number) => `${base}/team/${id}`;
  const game = (id: number) => `${base}/game/viewer?gameId=${id}`;
  switch (news.kind) {
    case 'game_result':
      return { text: gameStoryText(news.payload), href: game(news.payload.gameId) };
    case 'gm_joined': {
      const p = news.payload;
      const how = p.how === 'application' ? 'application accepted' : 'named by the commissioner';
      const replacing = p.replaced === null ? '' : `, replacing ${p.replaced}`;
      return {
        text: `${p.gm} is the new GM of ${p.teamName} (${how})${replacing}.`,
        href: teamPage(p.teamId),
      };
    }
    case 'gm_left':
      return {
        text: `${news.payload.gm} is no longer GM of ${news.payload.teamName}.`,
        href: teamPage(news.payload.teamId),
      };
    case 'player_injured': {
      const p = news.payload;
      return {
        text: `${possessive(p.teamName)} ${p.playerName} is injured (${p.injury}), out until ${dayText(p.returnDate)}.`,
        href: player(p.playerId),
      };
    }
    case 'waiver_claim': {
      const p = news.payload;
      return {
        text: `${p.teamName} claimed ${p.playerName} off waivers from ${p.fromTeamName}.`,
        href: player(p.playerId),
      };
    }
    case 'bought_out':
      return {
        text: `${news.payload.teamName} bought out ${news.payload.playerName}.`,
        href: player(news.payload.playerId),
      };
    case 're_signed': {
      const p = news.payload;
      const term = `${p.years} ${p.years === 1 ? 'season' : 'seasons'}`;
      return {
        text: `${p.teamName} re-signed ${p.playerName}: ${term} at ${formatCapHit(p.capHit)} a season.`,
        href: player(p.playerId),
      };
    }
    case 'free_agency_opened':
      return {
        text: `Free agency is open after the ${news.payload.seasonName} season: ${news.payload.freeAgents} players are free to sign anywhere.`,
        href: `${base}/free-agents`,
      };
    case 'free_agent_signed': {
      const p = news.payload;
      const seasons = p.years === 1 ? 'one season' : `${p.years} seasons`;
      return {
        text: `${p.teamName} signed free agent ${p.playerName}: ${formatCapHit(p.capHit)} for ${seasons}.`,
        href: player(p.playerId),
      };
    }
    case 'trade_completed':
    case 'trade_reversed':
      return {
        text: tradeNewsText(news.kind, news.payload.sides),
        href: `${base}/trades/${news.payload.tradeId}`,
      };
    case 'draft_lottery': {
      const p = news.payload;
      const first = p.winners.find((w) => w.pick === 1);
      const text = first
        ? `${first.teamName} won the ${p.year} draft lottery and picks first overall${first.fromPlace === 1 ? '' : `, up from ${ordinal(first.fromPlace)}`}.`
        : `The ${p.year} draft lottery was held.`;
      return { text, href: `${base}/draft/lottery?seasonId=${p.seasonId}` };
    }
    case 'draft_pick': {
      const p = news.payload;
      return {
        text: `${p.teamName} drafted ${p.playerName} (${p.position}) ${ordinal(p.overall)} overall in the ${p.year} draft, round ${p.round}.`,
        href: player(p.playerId),
      };
    }
    case 'player_back':
      return {
        text: `${possessive(news.payload.teamName)} ${news.payload.playerName} is back from injury.`,
        href: player(news.payload.playerId),
      };
    case 'first_goal': {
      const p = news.payload;
      return {
        text: `${p.playerName} (${p.teamName}) scored his first goal in the league, against ${p.opponent.teamName}.`,
        href: player(p.playerId),
      };
    }
    case 'season_goals': {
      const p = news.payload;
      return {
        text: `${p.playerName} (${p.teamName}) scored his ${p.goals}th goal of the season, against ${p.opponent.teamName}.`,
        href: player(p.playerId),
      };
    }
    case 'hat_trick': {
      const p = news.payload;
      const what = p.goals === 3 ? 'a hat trick' : `${p.goals} goals`;
      return {
        text: `${p.playerName} (${p.teamName}) scored ${what} against ${p.opponent.teamName}.`,
        href: game(p.gameId),
      };
    }
    case 'shutout': {
      const p = news.payload;
      return {
        text: `${p.playerName} (${p.teamName}) shut out ${p.opponent.teamName}, stopping all ${p.saves} shots.`,
        href: game(p.gameId),
      };
    }
    case 'playoffs_started':
      return { text: `The ${news.payload.seasonName} playoffs have begun.`, href: `${base}/playoffs` };
    case 'season_over': {
      const p = news.payload;
      return p.champion
        ? { text: `${p.champion.teamName} won the ${p.seasonName} championship.`, href: `${base}/playoffs` }
        : { text: `The ${p.seasonName} season is over.`, href: `${base}/standings` };
    }
    case 'awards_given': {
      const p = news.payload;
      const winners = p.winners.map((w) => `${w.name}: ${w.playerName ?? w.teamName}`).join('; ');
      return {
        text: winners ? `${p.seasonName} awards — ${winners}.` : `The ${p.seasonName} awards were given.`,
        href: `${base}/awards`,
      };
    }
    case 'hall_of_fame': {
      const p = news.payload;
      const names = p.inductees.map((i) => `${i.playerName} (${i.summary})`).join(', ');
      return { text: `Inducted into the Hall of Fame: ${names}.`, href: `${base}/hall-of-fame` };
    }
  }
}

/** 'Toronto and Boston traded: Toronto gets X; Boston gets Y and Z.' */
function tradeNewsText(
  kind: 'trade_completed' | 'trade_reversed',
  sides: readonly { teamName: string; receives: readonly string[] }[],
): string {
  const names = sides.map((s) => s.teamName);
  const teams = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  if (kind === 'trade_reversed') return `The commissioner reversed the trade between ${teams}.`;
  const gets = sides.map((s) => `${s.teamName} gets ${listWords(s.receives)}`).join('; ');
  return `${teams} traded: ${gets}.`;
}

/** ['a'] → 'a'; ['a', 'b', 'c'] → 'a, b and c'; [] → 'nothing'. */
function listWords(items: readonly string[]): string {
  if (items.length === 0) return 'nothing';
  if (items.length === 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}
