import {
  AI_SPENDING_CEILING,
  answerOffer,
  capSeasonFor,
  maxCapHitFor,
  type ContractTerms,
} from '@rinkside/domain';
import type { Db, LeagueRow } from '../leagues/api';
import { contractSettingsOf } from '../contracts/settings';
import * as contracts from '../contracts/api';
import * as repo from './repo';
import { type Agreement, agreeAll } from './service';
import { askOf, moodOf, type TalksSeason } from './talks';

/**
 * Places worth keeping a player for, by position group: a 23-man roster of 13 forwards, 7 defencemen and
 * 3 goalies (scaled to the league's largest active roster).
 */
const GROUP_SHARE = { F: 13 / 23, D: 7 / 23, G: 3 / 23 } as const;
const groupOf = (position: string): keyof typeof GROUP_SHARE =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

export interface AiReSigning {
  teamId: number;
  playerId: number;
  terms: ContractTerms;
}

/**
 * AI teams (no GM) re-sign by the same model a GM meets (docs/decisions/044): best players first, each
 * offered his ask at his term when he would hold a place in his position group next season among the
 * players under contract for it, and his cap hit fits next season's cap; a counter that fits is taken.
 * Inside the caller's transaction (free agency's opening); returns the contracts signed.
 */
export async function aiReSignings(
  trx: Db,
  input: { league: LeagueRow; seasonId: number; year: number; market: number; at: string },
): Promise<AiReSigning[]> {
  const { league, seasonId, year, at } = input;
  const settings = contractSettingsOf(league.contract_settings);
  const next = capSeasonFor(settings, year + 1);
  const teams = await repo.aiTeamsOfLeague(trx, league.id);
  const signed: AiReSigning[] = [];
  const newTalks: repo.NewTalks[] = [];
  const deals: Agreement[] = [];
  for (const team of teams) {
    const players = await contracts.listContractPlayers(trx, team.id);
    const talks = new Map((await repo.listTalksOfTeam(trx, seasonId, team.id)).map((t) => [t.player_id, t]));
    const season: TalksSeason = {
      seasonId,
      year,
      settings,
      teamPointsPercentage: await repo.teamPointsPercentage(trx, seasonId, team.id),
      market: input.market,
    };
    const staying = players.filter((p) => p.contract_years > 1 || p.extension_cap_hit !== null);
    let committed = await repo.nextSeasonCommitted(trx, team.id, year, players);
    const expiring = players
      .filter(
        (p) => p.contract_years === 1 && p.extension_cap_hit === null && talks.get(p.id)?.state !== 'broken',
      )
      .sort((a, b) => b.overall - a.overall || a.id - b.id);
    for (const row of expiring) {
      const group = groupOf(row.position);
      const places = Math.round(settings.activeRosterMax * GROUP_SHARE[group]);
      const better = staying.filter((p) => groupOf(p.position) === group && p.overall >= row.overall);
      if (better.length >= places) continue;
      const ask = askOf(row, season);
      const mood = moodOf(row, talks.get(row.id), season);
      const maxCapHit = maxCapHitFor(settings, next.startYear);
      let terms: ContractTerms | null = null;
      const answer = answerOffer({ ask, offer: ask, mood, maxCapHit });
      if (answer.outcome === 'accepted') terms = ask;
      else if (answer.outcome === 'countered') terms = answer.counter;
      if (!terms || committed + terms.capHit > next.upperLimit * AI_SPENDING_CEILING) continue;
      const change = {
        mood: answer.mood,
        offer_cap_hit: terms.capHit,
        offer_years: terms.years,
        counter_cap_hit: null,
        counter_years: null,
        updated_at: at,
        state: 'agreed' as const,
      };
      const current = talks.get(row.id);
      if (current) await repo.updateTalks(trx, current.id, current.offers, change);
      else
        newTalks.push({
          league_id: league.id,
          season_id: seasonId,
          player_id: row.id,
          team_id: team.id,
          ...change,
          offers: 1,
        });
      deals.push({ league, team, row, offer: terms, userId: null, at });
      committed += terms.capHit;
      staying.push(row);
      signed.push({ teamId: team.id, playerId: row.id, terms });
    }
  }
  // Written together once every team chose: no team's choice reads another's.
  await repo.insertManyTalks(trx, newTalks);
  await agreeAll(trx, deals);
  return signed;
}
