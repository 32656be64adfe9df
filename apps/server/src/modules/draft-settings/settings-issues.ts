import { draftSettingsSchema, type DraftSettings } from '@rinkside/domain';
import { parseLeagueSettings } from '../../http/settings-issues';

/** Each draft setting as the settings screen names it. */
export const DRAFT_SETTING_LABELS: Record<keyof DraftSettings, string> = {
  rounds: 'Rounds',
  lotteryDraws: 'Lottery draws',
  lotteryMaxJump: 'Largest lottery jump (places)',
  lotteryMaxWins: 'Lottery wins allowed',
  lotteryWinWindowYears: 'Lottery win window (years)',
  clockMode: 'Pick clock',
  liveFirstRoundSeconds: 'First-round pick time (seconds)',
  liveLaterRoundSeconds: 'Later-round pick time (seconds)',
  asyncPickHours: 'Hours a pick',
  asyncBankHours: 'Bank of extra hours',
  asyncPauseStart: 'Overnight pause starts',
  asyncPauseEnd: 'Overnight pause ends',
  autoAfterExpiries: 'Expired clocks before auto-drafting',
  signingWindowDrafts: 'Drafts to sign a drafted player',
};

/** Reads a commissioner's draft settings: the settings, or every problem in one message naming each field. */
export function parseDraftSettings(
  input: unknown,
): { ok: true; settings: DraftSettings } | { ok: false; message: string } {
  return parseLeagueSettings<DraftSettings>(input, {
    schema: draftSettingsSchema,
    labels: DRAFT_SETTING_LABELS,
    what: 'draft settings',
  });
}
