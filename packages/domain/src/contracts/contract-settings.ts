import { z } from 'zod';

/** One season's cap figures, in dollars: the upper limit, the floor a payroll must reach, the least salary. */
export interface CapSeason {
  /** The calendar year the season starts in: 2026 for 2026-27. */
  startYear: number;
  upperLimit: number;
  floor: number;
  minimumSalary: number;
}

const dollars = z.number().int().min(0).max(1_000_000_000);

const startYear = z.number().int().min(1900).max(3000);

export const capLimitsSchema = z.object({ startYear, upperLimit: dollars, floor: dollars });
export const minimumSalarySchema = z.object({ startYear, amount: dollars });

/**
 * A league's contract rules (docs/decisions/043). The defaults are the NHL's under the CBA that starts in
 * 2026-27; a commissioner may change any of them.
 */
export const contractSettingsSchema = z
  .object({
    /** Known seasons' upper limits and floors, oldest first; a season before the first takes the first's. */
    capLimits: z.array(capLimitsSchema).min(1).max(50),
    /** The least salary from a season on, oldest first; it stays at the last one's after it. */
    minimumSalaries: z.array(minimumSalarySchema).min(1).max(50),
    /** How much the upper limit and the floor grow each season after the last known one, in percent. */
    capGrowthPercent: z.number().min(-20).max(50),
    /** The largest cap hit one contract may carry, as a share of that season's upper limit. */
    maxCapHitShare: z.number().min(0.01).max(1),
    /** The longest contract a team may give its own player, and one it signs from elsewhere. */
    maxYearsReSigning: z.number().int().min(1).max(10),
    maxYearsNewTeam: z.number().int().min(1).max(10),
    activeRosterMin: z.number().int().min(1).max(60),
    activeRosterMax: z.number().int().min(1).max(60),
    /** Contracts one organisation may hold, minor leaguers included. */
    maxContracts: z.number().int().min(1).max(200),
    /** A player whose contract ends is an unrestricted free agent at this age, or after this many accrued seasons. */
    ufaAge: z.number().int().min(18).max(45),
    ufaAccruedSeasons: z.number().int().min(1).max(30),
    /** Free agency opens this many league days after the final is decided: the re-signing window. */
    freeAgencyOpensDaysAfterFinal: z.number().int().min(0).max(120),
    /** Offers come in this many timed rounds of this many league-clock hours, each decided at its end. */
    freeAgencyRounds: z.number().int().min(1).max(10),
    freeAgencyRoundHours: z.number().int().min(1).max(240),
    /** After the rounds, an offer stands this many league-clock hours before the player decides. */
    offerDecisionHours: z.number().int().min(1).max(240),
  })
  .superRefine((settings, ctx) => {
    const ascending = (table: { startYear: number }[]) =>
      table.every((e, i) => i === 0 || e.startYear > (table[i - 1]?.startYear ?? 0));
    if (!ascending(settings.capLimits))
      ctx.addIssue({
        code: 'custom',
        path: ['capLimits'],
        message: 'List the cap seasons oldest first, one entry a season.',
      });
    if (!ascending(settings.minimumSalaries))
      ctx.addIssue({
        code: 'custom',
        path: ['minimumSalaries'],
        message: 'List the minimum salaries oldest first, one entry a season.',
      });
    settings.capLimits.forEach((limits, row) => {
      if (limits.floor > limits.upperLimit)
        ctx.addIssue({
          code: 'custom',
          path: ['capLimits', row, 'floor'],
          message: "A season's cap floor cannot be above its upper limit.",
        });
    });
    if (settings.activeRosterMin > settings.activeRosterMax)
      ctx.addIssue({
        code: 'custom',
        path: ['activeRosterMin'],
        message: 'The smallest active roster cannot be larger than the largest.',
      });
  });

export type ContractSettings = z.infer<typeof contractSettingsSchema>;

/**
 * The NHL's figures: the upper limits and floors the league announced for 2025-26 to 2027-28, 6% growth
 * after them (about the league's long-run average), and the minimum salary rising from $775K to $1M by
 * 2029-30 (the steps between spread evenly).
 */
export const NHL_CONTRACT_SETTINGS: ContractSettings = {
  capLimits: [
    { startYear: 2025, upperLimit: 95_500_000, floor: 70_600_000 },
    { startYear: 2026, upperLimit: 104_000_000, floor: 76_900_000 },
    { startYear: 2027, upperLimit: 113_500_000, floor: 83_900_000 },
  ],
  minimumSalaries: [
    { startYear: 2025, amount: 775_000 },
    { startYear: 2026, amount: 850_000 },
    { startYear: 2027, amount: 900_000 },
    { startYear: 2028, amount: 950_000 },
    { startYear: 2029, amount: 1_000_000 },
  ],
  capGrowthPercent: 6,
  maxCapHitShare: 0.2,
  maxYearsReSigning: 7,
  maxYearsNewTeam: 6,
  activeRosterMin: 20,
  activeRosterMax: 23,
  maxContracts: 50,
  ufaAge: 27,
  ufaAccruedSeasons: 7,
  freeAgencyOpensDaysAfterFinal: 14,
  freeAgencyRounds: 3,
  freeAgencyRoundHours: 24,
  offerDecisionHours: 24,
};

/** Rounds to the nearest $100K, as the NHL announces its cap figures. */
const roundToHundredThousand = (amount: number): number => Math.round(amount / 100_000) * 100_000;

/** The entry of a table, oldest first, in force in `startYear`: the last one starting by then, else the first. */
function inForce<T extends { startYear: number }>(table: readonly T[], startYear: number): T {
  return table.reduce((found, entry) => (entry.startYear <= startYear ? entry : found), table[0] as T);
}

/** The cap figures of the season starting in `startYear`. */
export function capSeasonFor(settings: ContractSettings, startYear: number): CapSeason {
  const limits = inForce(settings.capLimits, startYear);
  const growth = (1 + settings.capGrowthPercent / 100) ** Math.max(0, startYear - limits.startYear);
  const last = settings.capLimits[settings.capLimits.length - 1];
  const grows = limits === last && startYear > limits.startYear;
  return {
    startYear,
    upperLimit: grows ? roundToHundredThousand(limits.upperLimit * growth) : limits.upperLimit,
    floor: grows ? roundToHundredThousand(limits.floor * growth) : limits.floor,
    minimumSalary: inForce(settings.minimumSalaries, startYear).amount,
  };
}

/** The largest cap hit a contract starting in `startYear` may carry. */
export function maxCapHitFor(settings: ContractSettings, startYear: number): number {
  return roundToHundredThousand(capSeasonFor(settings, startYear).upperLimit * settings.maxCapHitShare);
}

/** The longest term a team may give: its own player re-signing, or one from elsewhere. */
export function maxContractYears(settings: ContractSettings, reSigning: boolean): number {
  return reSigning ? settings.maxYearsReSigning : settings.maxYearsNewTeam;
}
