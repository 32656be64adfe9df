import { type LeagueJob, runLeagueJob, sum } from '../../jobs/job-steps/league-job';
import type { StepLog } from '../../jobs/job-steps/run-step';
import { aiProposals, leagueDay, stableHash, tradeSettingsOf, type ValuedAsset } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { contractSettingsOf } from '../contracts/settings';
import { findLeague, type LeagueRow, type TeamRow } from '../leagues/api';
import { announce } from '../notifications/service';
import { aiJudge } from '../trade-ai/answer';
import { assessTrade } from './assess';
import { fairnessOfPlan } from './fairness';
import * as jobsRepo from './jobs-repo';
import { sidesOfPlan, type TradePlan } from './plan';
import { storeProposal } from './propose';

/** A human team hears from an AI team on about one league day in this many. */
const DAYS_BETWEEN_PROPOSALS = 7;
/** The most even swaps tried against the rules before the AI team gives up for the day. */
const CANDIDATES = 10;

const idOf = (asset: ValuedAsset) => (asset.kind === 'player' ? asset.player.id : asset.pick.id);

/** The league's record of the day done, written once: a second writer (an older lease's) makes nothing. */
async function claimDay(ctx: AppContext, league: LeagueRow, day: string): Promise<boolean> {
  return jobsRepo.claimAiProposalDay(ctx.database.db, league.id, day);
}

/** One AI team's one-for-one offer to one human team, stored as a proposal when the rules allow it. */
async function proposeFrom(ctx: AppContext, league: LeagueRow, teams: [TeamRow, TeamRow]) {
  const { db } = ctx.database;
  const [ai, human] = teams;
  const settings = contractSettingsOf(league.contract_settings);
  // The AI team's own answer judges its offer too: its guards (docs/decisions/094) hold for what it proposes.
  const judge = await aiJudge(ctx, db, { league, settings, aiTeamId: ai.id, otherTeamId: human.id });
  const offers = aiProposals({
    league: judge.league,
    direction: judge.direction,
    aiPlayers: judge.assetsOf(ai.id).filter((a) => a.kind === 'player'),
    humanPlayers: judge.assetsOf(human.id).filter((a) => a.kind === 'player'),
  });
  const asset = (a: ValuedAsset, from: TeamRow, to: TeamRow) => ({
    fromTeamId: from.id,
    toTeamId: to.id,
    playerId: a.kind === 'player' ? idOf(a) : null,
    pickId: a.kind === 'pick' ? idOf(a) : null,
    retainedPercent: 0,
  });
  // The most even swap the AI team would take itself and the rules allow now (the cap, the rosters).
  for (const offer of offers.slice(0, CANDIDATES)) {
    const plan: TradePlan = { teams, assets: [asset(offer.give, ai, human), asset(offer.get, human, ai)] };
    if (judge.decide(sidesOfPlan(plan)).decision !== 'accept') continue;
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

/** The league day whose proposals the league still waits for, or null: none wanted, or made today. */
function dayDue(ctx: AppContext, league: LeagueRow): string | null {
  if (!tradeSettingsOf(league.trade_settings).aiProposals) return null;
  const day = leagueDay(ctx.now(), league.time_zone, league.simulated_to);
  return league.trade_ai_day === day ? null : day;
}

/**
 * AI teams' trade proposals to human GMs (docs/decisions/048) as a job of the job runner (066): each league
 * that turned them on and has not had today's is a step. Once a league day, each human team without an open
 * AI proposal hears from one AI team on about one day in seven, both chosen by a hash of the league, the day
 * and the team (no dice). The league's day is written first, as its record of the day done.
 */
export const tradeProposalSteps: LeagueJob<number> = {
  kind: 'trade-proposals',
  async leaguesDue(ctx) {
    const leagues = await jobsRepo.leaguesWithTradeSettings(ctx.database.db);
    return leagues.filter((league) => dayDue(ctx, league) !== null).map((league) => league.id);
  },
  async runLeague(ctx, leagueId) {
    const { db } = ctx.database;
    const league = await findLeague(db, leagueId);
    const day = league ? dayDue(ctx, league) : null;
    if (!league || day === null || !(await claimDay(ctx, league, day))) return 0;
    const teams = await jobsRepo.teamsOfLeague(db, league.id);
    const aiTeams = teams.filter((t) => t.gm_user_id === null);
    let made = 0;
    for (const human of teams.filter((t) => t.gm_user_id !== null)) {
      const hash = stableHash(`${league.id}|${day}|${human.id}`);
      if (aiTeams.length === 0 || hash % DAYS_BETWEEN_PROPOSALS !== 0) continue;
      const open = await jobsRepo.openAiProposalTo(db, human.id);
      if (open) continue;
      const ai = aiTeams[Math.floor(hash / DAYS_BETWEEN_PROPOSALS) % aiTeams.length];
      if (ai && (await proposeFrom(ctx, league, [ai, human])) !== null) made += 1;
    }
    return made;
  },
};

/** The AI proposals' pass: every league due today's, each a step of its own; how many were made. */
export async function proposeAiTrades(ctx: AppContext, log?: StepLog): Promise<number> {
  return sum(await runLeagueJob(ctx, tradeProposalSteps, { log }));
}
