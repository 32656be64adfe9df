import { NHL_CONTRACT_SETTINGS as NHL, type ContractSettings } from '@rinkside/domain';

// The contract settings form's fields and what it holds while the commissioner edits (docs/decisions/046).

export type NumberField = Exclude<keyof ContractSettings, 'capLimits' | 'minimumSalaries'>;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The single-number settings, grouped, each with what it means and the NHL's figure. */
export const GROUPS: { title: string; fields: { field: NumberField; hint: string; suffix?: string }[] }[] = [
  {
    title: 'Cap and contracts',
    fields: [
      {
        field: 'capGrowthPercent',
        hint: `Each season after the last in the table. NHL: ${NHL.capGrowthPercent}%`,
        suffix: '%',
      },
      {
        field: 'maxCapHitShare',
        hint: `Of the season's cap, for one contract. NHL: ${percent(NHL.maxCapHitShare)}`,
        suffix: '%',
      },
      {
        field: 'maxYearsReSigning',
        hint: `Own player. NHL: ${NHL.maxYearsReSigning} seasons`,
        suffix: ' seasons',
      },
      {
        field: 'maxYearsNewTeam',
        hint: `Signed from elsewhere. NHL: ${NHL.maxYearsNewTeam} seasons`,
        suffix: ' seasons',
      },
    ],
  },
  {
    title: 'Rosters',
    fields: [
      { field: 'activeRosterMin', hint: `NHL: ${NHL.activeRosterMin} players`, suffix: ' players' },
      { field: 'activeRosterMax', hint: `NHL: ${NHL.activeRosterMax} players`, suffix: ' players' },
      { field: 'maxContracts', hint: `Minor leaguers included. NHL: ${NHL.maxContracts}` },
    ],
  },
  {
    title: 'Free agency',
    fields: [
      { field: 'ufaAge', hint: `When his contract ends. NHL: ${NHL.ufaAge}` },
      { field: 'ufaAccruedSeasons', hint: `Or this many accrued. NHL: ${NHL.ufaAccruedSeasons}` },
      {
        field: 'freeAgencyOpensDaysAfterFinal',
        hint: `The re-signing window. NHL: about ${NHL.freeAgencyOpensDaysAfterFinal} days`,
        suffix: ' days',
      },
      { field: 'freeAgencyRounds', hint: `Timed rounds of offers. Default: ${NHL.freeAgencyRounds}` },
      {
        field: 'freeAgencyRoundHours',
        hint: `League-clock hours. Default: ${NHL.freeAgencyRoundHours}`,
        suffix: ' h',
      },
      {
        field: 'offerDecisionHours',
        hint: `After the rounds. Default: ${NHL.offerDecisionHours}`,
        suffix: ' h',
      },
    ],
  },
];

// The form holds what the inputs hold: an emptied field is '' until it is a number again.
export type Entry = number | string;
export interface Draft {
  capLimits: { startYear: Entry; upperLimit: Entry; floor: Entry }[];
  minimumSalaries: { startYear: Entry; amount: Entry }[];
  numbers: Record<NumberField, Entry>;
}

export const toDraft = (settings: ContractSettings): Draft => ({
  capLimits: settings.capLimits.map((l) => ({ ...l })),
  minimumSalaries: settings.minimumSalaries.map((m) => ({ ...m })),
  numbers: Object.fromEntries(
    GROUPS.flatMap((g) => g.fields).map(({ field }) => [
      field,
      field === 'maxCapHitShare' ? Math.round(settings[field] * 1000) / 10 : settings[field],
    ]),
  ) as Record<NumberField, Entry>,
});

export const num = (entry: Entry) => (entry === '' ? Number.NaN : Number(entry));

export function fromDraft(draft: Draft): ContractSettings {
  const numbers = Object.fromEntries(
    Object.entries(draft.numbers).map(([field, entry]) => [
      field,
      field === 'maxCapHitShare' ? num(entry) / 100 : num(entry),
    ]),
  ) as Record<NumberField, number>;
  return {
    ...numbers,
    capLimits: draft.capLimits.map((l) => ({
      startYear: num(l.startYear),
      upperLimit: num(l.upperLimit),
      floor: num(l.floor),
    })),
    minimumSalaries: draft.minimumSalaries.map((m) => ({
      startYear: num(m.startYear),
      amount: num(m.amount),
    })),
  };
}
