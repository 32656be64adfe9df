import type { LeagueImportWarning } from './league-import-plan';
import type { ZengmLeagueFile } from './zengm-file-schema';
import { ZENGM_UNCARRIED_STORES } from './zengm-file-schema';

/** The league database version of the ZenGM files Rinkside was built against (FORMAT §2). */
export const ZENGM_KNOWN_VERSION = 72;

type UncarriedStore = (typeof ZENGM_UNCARRIED_STORES)[number];

// What each ZenGM store held that stays behind, as a commissioner reads it after the import.
const STORE_WORDS: Record<UncarriedStore, (count: number) => string> = {
  games: (n) =>
    `${n} box scores of games already played are not carried; each player's totals for the season so far are.`,
  schedule: (n) =>
    `ZenGM's remaining schedule (${n} games) is not carried: generate the rest of the season in Rinkside.`,
  events: (n) => `ZenGM's news feed (${n} items) is not carried.`,
  awards: (n) => `Awards of ${n} past season${n === 1 ? '' : 's'} are not carried.`,
  playoffSeries: () =>
    'Playoff brackets are not carried: Rinkside seeds its playoffs from its own standings.',
  releasedPlayers: (n) => `${n} released players' remaining salaries (dead money) are not carried.`,
  trade: () => "The trade being drafted on ZenGM's trade screen is not carried.",
  playerFeats: (n) => `${n} player feats (hat tricks and other big games) are not carried.`,
  allStars: () => 'All-Star games are not carried.',
  draftLotteryResults: () => 'Past draft lottery results are not carried.',
  headToHeads: () => 'Head-to-head records between teams are not carried.',
  negotiation: () => 'Contract negotiations in progress are not carried.',
  messages: () => "The owner's messages are not carried.",
  scheduledEvents: () => 'Scheduled league events (expansion, realignment, rule changes) are not carried.',
};

/** ZenGM always keeps one trade row for its trade screen; it is worth a word only when something is on it. */
function tradeHasAssets(row: unknown): boolean {
  const teams = (row as { teams?: { pids?: unknown[]; dpids?: unknown[] }[] } | null)?.teams ?? [];
  return teams.some((team) => (team.pids?.length ?? 0) + (team.dpids?.length ?? 0) > 0);
}

/** Warnings about the file as a whole: its version, the stores left behind, ZenGM-only settings. */
export function fileWarnings(file: ZengmLeagueFile): LeagueImportWarning[] {
  const warnings: LeagueImportWarning[] = [];
  if (file.version > ZENGM_KNOWN_VERSION)
    warnings.push({
      code: 'newer-file-version',
      message: `The file comes from a newer ZenGM (league version ${file.version}; Rinkside reads ${ZENGM_KNOWN_VERSION}): what is new in it is ignored.`,
    });
  for (const store of ZENGM_UNCARRIED_STORES) {
    const rows = file[store] ?? [];
    const count = store === 'trade' ? rows.filter(tradeHasAssets).length : rows.length;
    if (count > 0) warnings.push({ code: 'store-not-carried', message: STORE_WORDS[store](count), count });
  }
  const settings = file.gameAttributes;
  if (settings.salaryCapType !== undefined && settings.salaryCapType !== 'hard')
    warnings.push({
      code: 'setting-not-carried',
      message: `ZenGM's ${settings.salaryCapType} salary cap becomes Rinkside's hard cap at the same amount; no luxury tax is charged.`,
    });
  if (settings.godMode)
    warnings.push({
      code: 'setting-not-carried',
      message: 'God Mode is not carried: players come with the ratings and contracts they have now.',
    });
  warnings.push({
    code: 'setting-not-carried',
    message:
      'ZenGM-only settings are not carried: team finances and budgets, ticket prices, owner mood, player mood traits, challenge modes, and automatic relocation or expansion.',
  });
  return warnings;
}
