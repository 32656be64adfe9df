import type { LeagueJobStepKind } from '@rinkside/domain';
import { freeAgencySteps } from '../modules/free-agency/resolve';
import { waiverSteps } from '../modules/contracts/resolve-waivers';
import { draftClockSteps } from '../modules/draft/clock-pass';
import { inactivitySteps } from '../modules/inactivity/inactivity-pass';
import { tradeProposalSteps } from '../modules/trades/ai-proposals';
import { tradeSteps } from '../modules/trades/expiry';
import { webhookSteps } from '../modules/webhooks/deliver';
import { gameSteps } from './game-scheduler';
import type { AnyLeagueJob } from './job-steps/league-job';

/** Every kind done league by league, by its kind: what a commissioner's retry runs (docs/decisions/066). */
export const LEAGUE_JOBS: Readonly<Record<LeagueJobStepKind, AnyLeagueJob>> = {
  games: gameSteps,
  waivers: waiverSteps,
  'free-agency': freeAgencySteps,
  'draft-clock': draftClockSteps,
  trades: tradeSteps,
  'trade-proposals': tradeProposalSteps,
  inactivity: inactivitySteps,
  webhooks: webhookSteps,
};
