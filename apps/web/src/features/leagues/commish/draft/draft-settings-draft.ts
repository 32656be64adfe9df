import type { DraftClockMode, DraftSettings } from '@rinkside/domain';

// What the draft settings form holds while the commissioner edits: numbers as typed ('' when cleared).

type Entry = number | string;
type NumberField = Exclude<keyof DraftSettings, 'clockMode' | 'asyncPauseStart' | 'asyncPauseEnd'>;

export type DraftSettingsDraft = Record<NumberField, Entry> & {
  clockMode: DraftClockMode;
  asyncPauseStart: string;
  asyncPauseEnd: string;
};

export const NUMBER_FIELDS: readonly NumberField[] = [
  'rounds',
  'lotteryDraws',
  'lotteryMaxJump',
  'lotteryMaxWins',
  'lotteryWinWindowYears',
  'liveFirstRoundSeconds',
  'liveLaterRoundSeconds',
  'asyncPickHours',
  'asyncBankHours',
  'autoAfterExpiries',
  'signingWindowDrafts',
];

export const toDraft = (settings: DraftSettings): DraftSettingsDraft => ({ ...settings });

// A field left empty reads as NaN, which the schema refuses with the field's name.
const num = (entry: Entry) => (entry === '' ? Number.NaN : Number(entry));

export function fromDraft(draft: DraftSettingsDraft): DraftSettings {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, num(draft[f])])) as Record<
    NumberField,
    number
  >;
  return {
    ...numbers,
    clockMode: draft.clockMode,
    asyncPauseStart: draft.asyncPauseStart,
    asyncPauseEnd: draft.asyncPauseEnd,
  };
}
