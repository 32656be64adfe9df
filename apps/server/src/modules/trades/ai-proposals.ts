import { type LeagueContainer, uncontained } from '../../jobs/job-health';
import {
  aiProposals,
  leagueDay,
  stableHash,
  teamDirection,
  tradeSettingsOf,
  type ValuedAsset,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { contractSettingsOf } from '../contracts/settings';
import type { LeagueRow, TeamRow } from '../leagues/repo';
import { announce } from '../notifications/service';
import { teamAssets, valuationLeague } from '../trade-ai/valuation';
import { assessTrade } from './assess';
import { fairnessOfPlan } from './fairness';
import type { TradePlan } from './plan';
import { storeProposal } from './propose';

/** A human team hears from an AI team on about one league day in this many. */
const DAYS_BETWEEN_PROPOSALS = 7;
/** The most even swaps tried against the rules before the AI team gives up for the day. */
const CANDIDATES = 10;

const idOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);

/** The day's claim: the first process to move the league's AI day to today makes its proposals. */
async function claimDay(ctx: AppContext, league: LeagueRow, day: string): Promise<boolean> {
  const result = await ctx.database.db
    .updateTable('leagues')
    .set({ trade_ai_day: day })
    .where('id', '=', league.id)
    .where((eb) => eb.or([eb('trade_ai_day', 'is', null), eb('trade_ai_day', '!=', day)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One AI team's one-for-one offer to one human team, stored as a proposal when the rules allow it. */
async function proposeFrom(ctx: AppContext, league: LeagueRow, teams: [TeamRow, TeamRow]) {
  const { db } = ctx.database;
  const [ai, human] = teams;
  const settings = contractSettingsOf(league.contract_settings);
  const valuation = await valuationLeague(ctx, db, league, settings);
  const [aiAssets, humanAssets] = await Promise.all([teamAssets(db, ai.id), teamAssets(db, human.id)]);
  const offers = aiProposals({
    league: valuation,
    direction: teamDirection(valuation.rankOf.get(ai.id) ?? valuation.teamCount, valuation.teamCount),
    aiPlayers: aiAssets.filter((a) => a.kind === 'player'),
    humanPlayers: humanAssets.filter((a) => a.kind === 'player'),
  });
  const asset = (a: ValuedAsset, from: TeamRow, to: TeamRow) => ({
    fromTeamId: from.id,
    toTeamId: to.id,
    playerId: a.kind === 'player' ? idOf(a) : null,
    pickId: a.kind === 'pick' ? idOf(a) : null,
    retainedPercent: 0,
  });
  // The most even swap the rules allow now (the cap, the rosters), of the first few.
  for (const offer of offers.slice(0, CANDIDATES)) {
    const plan: TradePlan = { teams, assets: [asset(offer.give, ai, human), asset(offer.get, human, ai)] };
    const { problems, seasonId } = await assessTrade(db, { league, plan, now: ctx.now() });
    if (problems.length === 0) return store(ctx, { league, plan, seasonId, offer, teams });
  }
  return null;
}

/** Stores the AI team's proposal, with its note, and tells the human team's GM. */
async function store(
  ctx: AppContext,
  input: {
    league: LeagueRow;
    plan: TradePlan;
    seasonId: number | null;
    offer: { give: ValuedAsset; get: ValuedAsset };
    teams: [TeamRow, TeamRow];
  },
) {
  const { league, plan, seasonId, offer } = input;
  const [ai] = input.teams;
  const fairness = await fairnessOfPlan(ctx, league, plan);
  const note = `${ai.name} would like ${offer.get.label} for ${offer.give.label}.`;
  const stored = await runTransaction(ctx.database.db, (trx) =>
    storeProposal(ctx, trx, { league, plan, userId: null, note, seasonId, parentId: null, fairness }),
  );
  await announce(ctx, [stored.told]);
  return stored.id;
}

/**
 * AI teams' trade proposals to human GMs (docs/decisions/048), in leagues that turned them on: once a
 * league day across processes, each human team without an open AI proposal hears from one AI team on
 * about one day in seven, both chosen by a hash of the league, the day and the team (no dice).
 */
export async function proposeAiTrades(
  ctx: AppContext,
  contain: LeagueContainer = uncontained,
): Promise<number> {
  const { db } = ctx.database;
  const leagues = await db
    .selectFrom('leagues')
    .selectAll()
    .where('trade_settings', 'is not', null)
    .execute();
  let made = 0;
  for (const league of leagues) {
    await contain(league.id, async () => {
      if (!tradeSettingsOf(league.trade_settings).aiProposals) return;
      const day = leagueDay(ctx.now(), league.time_zone, league.simulated_to);
      if (league.trade_ai_day === day || !(await claimDay(ctx, league, day))) return;
      const teams = await db
        .selectFrom('teams')
        .selectAll()
        .where('league_id', '=', league.id)
        .orderBy('id')
        .execute();
      const aiTeams = teams.filter((t) => t.gm_user_id === null);
      for (const human of teams.filter((t) => t.gm_user_id !== null)) {
        const hash = stableHash(`${league.id}|${day}|${human.id}`);
        if (aiTeams.length === 0 || hash % DAYS_BETWEEN_PROPOSALS !== 0) continue;
        const open = await db
          .selectFrom('trades')
          .select('id')
          .where('partner_team_id', '=', human.id)
          .where('status', '=', 'proposed')
          .where('proposed_by_user_id', 'is', null)
          .executeTakeFirst();
        if (open) continue;
        const ai = aiTeams[Math.floor(hash / DAYS_BETWEEN_PROPOSALS) % aiTeams.length];
        if (ai && (await proposeFrom(ctx, league, [ai, human])) !== null) made += 1;
      }
    });
  }
  return made;
}
