import { CONTRACT_SETTING_LABELS } from '../contracts/contract-settings-api';
import { describeShortfalls } from '../contracts/opening-hold';
import { TRADE_SETTING_LABELS } from '../trades/trade-settings';
import { JOB_STEP_LABELS } from '../job-steps-api';
import type { CommissionerAction, SettingsArea } from './audit-log';

// The settings' own labels, as their screens show them; a field without one is named in words from its id.
const LABELS: Partial<Record<SettingsArea, Record<string, string>>> = {
  trade: TRADE_SETTING_LABELS,
  contract: CONTRACT_SETTING_LABELS,
  visibility: { visibility: 'who can see the league' },
};

/** 'vetoVotePercent' → 'veto vote percent'. */
const words = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const fieldName = (area: SettingsArea, field: string) => LABELS[area]?.[field] ?? words(field);

const DRAFT_CHANGE = {
  lottery: 'held the draft lottery',
  start: 'started the draft',
  pause: 'paused the draft',
  resume: 'resumed the draft',
  undo: 'undid the last draft pick',
  auto: 'drafted the rest of the draft automatically',
} as const;

/** 'took back pick 5 (Ann One) and the 2 picks after it (Bo Two, Cal Three)'. */
function undoneWords(details: {
  fromOverall: number;
  picks: readonly { overall: number; playerName: string }[];
}): string {
  const [first, ...after] = details.picks;
  const chosen = `took back draft pick ${details.fromOverall}${first ? ` (${first.playerName})` : ''}`;
  if (after.length === 0) return `${chosen}.`;
  const count = after.length === 1 ? 'the pick' : `the ${after.length} picks`;
  return `${chosen} and ${count} after it (${after.map((p) => p.playerName).join(', ')}).`;
}

const between = (teamNames: readonly string[]) => teamNames.join(' and ');

/** What the commissioner did, as the sentence the audit log shows after his name. */
export function auditSentence(entry: CommissionerAction): string {
  switch (entry.action) {
    case 'settings_changed': {
      const { area, changes } = entry.details;
      const what = changes.map((c) => `${fieldName(area, c.field)} from ${c.from} to ${c.to}`).join('; ');
      return `changed the ${area} settings${what ? `: ${what}` : ' (no value changed)'}.`;
    }
    case 'league_renamed':
      return `renamed the league from ${entry.details.from} to ${entry.details.to}.`;
    case 'gm_assigned':
      return entry.details.how === 'application'
        ? `accepted ${entry.details.username}'s application to run ${entry.details.teamName}.`
        : `made ${entry.details.username} the GM of ${entry.details.teamName}.`;
    case 'gm_removed':
      return `removed ${entry.details.username} as the GM of ${entry.details.teamName}.`;
    case 'gm_seat_vacated':
      return `vacated the seat of ${entry.details.username}, ${entry.details.teamName}'s inactive GM.`;
    case 'application_declined':
      return `declined ${entry.details.username}'s application to run ${entry.details.teamName}.`;
    case 'recruitment_opened':
      return `opened a recruitment for ${entry.details.teamName}.`;
    case 'co_commissioner_named':
      return `named ${entry.details.username} co-commissioner.`;
    case 'co_commissioner_removed':
      return `removed ${entry.details.username} as co-commissioner.`;
    case 'trade_approved':
      return `approved the trade between ${between(entry.details.teamNames)}.`;
    case 'trade_vetoed':
      return `vetoed the trade between ${between(entry.details.teamNames)}: ${entry.details.reason}`;
    case 'trade_reversed':
      return `reversed the trade between ${between(entry.details.teamNames)}.`;
    case 'games_simulated':
      return `simulated ${played(entry.details.played)} ahead${entry.details.through ? ` through ${entry.details.through}` : ''}.`;
    case 'league_advanced':
      return `advanced the league to ${entry.details.to}, playing ${played(entry.details.played)}.`;
    case 'schedule_generated':
      return `generated the season's schedule of ${entry.details.games} games.`;
    case 'game_added':
      return `added game ${entry.details.gameId} to the schedule.`;
    case 'game_retried':
      return `retried game ${entry.details.gameId}, set aside after failing to be played.`;
    case 'job_retried':
      return `retried the league's step "${JOB_STEP_LABELS[entry.details.kind]}" after it failed.`;
    case 'playoffs_started':
      return 'started the playoffs.';
    case 'season_started':
      return `started the ${entry.details.seasonName} season.`;
    case 'season_started_below_floor':
      return `started the ${entry.details.seasonName} regular season with ${describeShortfalls(entry.details.teams)} below the salary floor.`;
    case 'draft_changed':
      return `${DRAFT_CHANGE[entry.details.change]}.`;
    case 'draft_picks_undone':
      return undoneWords(entry.details);
    case 'draft_pick_made':
      return `made the draft pick for ${entry.details.teamName}.`;
    case 'webhook_added':
      return `added a webhook to ${entry.details.host}.`;
    case 'webhook_removed':
      return `removed the webhook to ${entry.details.host}.`;
    case 'board_thread_pinned':
      return `${entry.details.pinned ? 'pinned' : 'unpinned'} the board thread "${entry.details.title}".`;
    case 'board_thread_locked':
      return `${entry.details.locked ? 'locked' : 'unlocked'} the board thread "${entry.details.title}".`;
    case 'board_post_deleted':
      return `deleted a post by ${entry.details.username} in the board thread "${entry.details.title}".`;
    case 'board_user_muted':
      return entry.details.until === null
        ? `lifted ${entry.details.username}'s mute on the board.`
        : `muted ${entry.details.username} on the board until ${entry.details.until}.`;
    case 'board_channel_added':
      return `added the board channel "${entry.details.name}"${entry.details.readOnly ? ' (read-only)' : ''}.`;
    case 'board_channel_mirrored':
      return entry.details.mirrored
        ? `mirrored the board channel "${entry.details.name}" to the league's Discord webhook.`
        : `stopped mirroring the board channel "${entry.details.name}" to Discord.`;
  }
}

const played = (games: number) => (games === 1 ? '1 game' : `${games} games`);
