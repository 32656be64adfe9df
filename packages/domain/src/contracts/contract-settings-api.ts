import { z } from 'zod';
import { contractSettingsSchema, type ContractSettings } from './contract-settings';

/** One season's cap figures, as the settings give them. */
export const capSeasonSchema = z.object({
  startYear: z.number().int(),
  upperLimit: z.number().int(),
  floor: z.number().int(),
  minimumSalary: z.number().int(),
});

/** GET /api/league/{id}/contract-settings (docs/decisions/046). */
export const contractSettingsResponseSchema = z.object({
  settings: contractSettingsSchema,
  /** True while the league plays by the NHL's figures (nothing stored). */
  isDefault: z.boolean(),
  /** Whether the viewer may change them: the commissioner. */
  canEdit: z.boolean(),
  /** This season's cap figures and next season's. */
  thisSeason: capSeasonSchema,
  nextSeason: capSeasonSchema,
});
export type ContractSettingsResponse = z.infer<typeof contractSettingsResponseSchema>;

/** What each setting is called on the settings screen and in the refusals that name it. */
export const CONTRACT_SETTING_LABELS: Record<keyof ContractSettings, string> = {
  capLimits: 'Cap by season',
  minimumSalaries: 'Minimum salary by season',
  capGrowthPercent: 'Cap growth after the last season',
  maxCapHitShare: 'Largest cap hit',
  maxYearsReSigning: 'Longest term re-signing',
  maxYearsNewTeam: 'Longest term from elsewhere',
  activeRosterMin: 'Smallest active roster',
  activeRosterMax: 'Largest active roster',
  maxContracts: 'Contracts per organisation',
  ufaAge: 'Unrestricted at age',
  ufaAccruedSeasons: 'Unrestricted after accrued seasons',
  freeAgencyOpensDaysAfterFinal: 'Free agency opens (days after the final)',
  freeAgencyRounds: 'Free-agency rounds',
  freeAgencyRoundHours: 'Hours a round',
  offerDecisionHours: 'Hours before a player decides',
};

const ENTRY_FIELDS: Record<string, string> = {
  startYear: 'season',
  upperLimit: 'upper limit',
  floor: 'floor',
  amount: 'amount',
};

/** Where an issue is, in the screen's words: 'Cap by season, row 2, upper limit'. */
function placeOf(path: readonly PropertyKey[]): string {
  const [field, row, entry] = path;
  const label =
    CONTRACT_SETTING_LABELS[String(field) as keyof ContractSettings] ?? String(field ?? 'Settings');
  if (typeof row !== 'number') return label;
  const part = entry === undefined ? '' : `, ${ENTRY_FIELDS[String(entry)] ?? String(entry)}`;
  return `${label}, row ${row + 1}${part}`;
}

/** The bounds an issue broke, in words a commissioner can act on. */
function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array'
        ? `needs at least ${String(issue.minimum)} row`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `may have at most ${String(issue.maximum)} rows`
        : `must be at most ${String(issue.maximum)}`;
    case 'invalid_type':
      return issue.expected === 'int' ? 'must be a whole number' : `must be a ${issue.expected}`;
    case 'unrecognized_keys':
      return `has settings this league does not know: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** One problem with a set of contract settings: where (the setting, its row) and what, in words. */
export interface ContractSettingsIssue {
  field: keyof ContractSettings;
  row: number | null;
  /** In a table's row, the column ('floor', 'amount'…); null for the row or the table as a whole. */
  column: string | null;
  /** Without the field's name ('must be at most 60'), for beside the field; `message` names it. */
  problem: string;
  message: string;
}

/** Every problem with a set of contract settings, each named by the field as the screen shows it. */
export function contractSettingsIssues(input: unknown): ContractSettingsIssue[] {
  const parsed = contractSettingsSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const custom = issue.code === 'custom';
    const problem = custom ? issue.message : problemOf(issue);
    return {
      field: String(issue.path[0] ?? 'capLimits') as keyof ContractSettings,
      row: typeof issue.path[1] === 'number' ? issue.path[1] : null,
      column: typeof issue.path[2] === 'string' ? issue.path[2] : null,
      problem,
      message: custom ? issue.message : `${placeOf(issue.path)} ${problem}.`,
    };
  });
}

/**
 * Reads a commissioner's contract settings: the settings, or every problem in one message, each named by
 * the field as the screen shows it ('Largest active roster must be at most 60.').
 */
export function parseContractSettings(
  input: unknown,
): { ok: true; settings: ContractSettings } | { ok: false; message: string } {
  const parsed = contractSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const lines = contractSettingsIssues(input).map((issue) => issue.message);
  return { ok: false, message: [...new Set(lines)].join(' ') };
}
