import {
  contractAsk,
  mayBeQualified,
  openingMood,
  qualifyingOfferAmount,
  statusAtExpiry,
  type ContractSettings,
  type ContractTerms,
  type ReSigningPlayer,
  type TalksState,
} from '@rinkside/domain';
import { expiryFactsOfRow, placementOf } from '../contracts/contract-facts';
import type { ContractPlayerRow, LeagueCareer } from '../contracts/api';
import type { TalksRow } from './repo';

/** The season the talks are for: the league's active one, whose contracts end with it, and the next. */
export interface TalksSeason {
  seasonId: number;
  /** The active season's start year; new contracts start the season after. */
  year: number;
  settings: ContractSettings;
  /** The team's points percentage in the active season's regular season, null before it plays. */
  teamPointsPercentage: number | null;
  /** The active season's salary market (docs/decisions/075). */
  market: number;
}

/** What he asks for a contract starting next season: the value model's cap hit and the term he prefers. */
export function askOf(row: ContractPlayerRow, season: TalksSeason): ContractTerms {
  const facts = { overall: row.overall, potential: row.potential ?? row.overall, age: row.age };
  return contractAsk(facts, season.settings, season.year + 1, { reSigning: true, market: season.market });
}

/** His mood: where the talks left it, else as they would open (his role, his team's season). */
export function moodOf(row: ContractPlayerRow, talks: TalksRow | undefined, season: TalksSeason): number {
  if (talks) return talks.mood;
  return openingMood({
    regular: placementOf(row) !== 'minors',
    teamPointsPercentage: season.teamPointsPercentage,
  });
}

const termsOf = (capHit: number | null, years: number | null): ContractTerms | null =>
  capHit === null || years === null ? null : { capHit, years };

/** One expiring player as the re-signing list shows him; `privy`: the viewer sees the ask and the talks. */
export function presentPlayer(
  row: ContractPlayerRow,
  talks: TalksRow | undefined,
  season: TalksSeason,
  career: LeagueCareer | undefined,
  privy: boolean,
): ReSigningPlayer {
  const expiry = expiryFactsOfRow(row, career);
  const expiresAs = statusAtExpiry(season.settings, expiry);
  const state: TalksState = talks?.state ?? 'none';
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position,
    age: row.age,
    overall: row.overall,
    potential: row.potential,
    placement: placementOf(row),
    capHit: row.cap_hit,
    expiresAs,
    ask: privy ? askOf(row, season) : null,
    mood: privy ? moodOf(row, talks, season) : null,
    talks: privy ? state : state === 'agreed' ? 'agreed' : 'none',
    offers: privy ? (talks?.offers ?? 0) : 0,
    lastOffer: privy && talks ? termsOf(talks.offer_cap_hit, talks.offer_years) : null,
    counter: privy && talks?.state === 'open' ? termsOf(talks.counter_cap_hit, talks.counter_years) : null,
    qualifyingOffer: mayBeQualified(season.settings, expiry)
      ? {
          amount: row.qualifying_offer ?? qualifyingOfferAmount(season.settings, row.cap_hit, season.year),
          tendered: row.qualifying_offer !== null,
        }
      : null,
    extension: termsOf(row.extension_cap_hit, row.extension_years),
  };
}
