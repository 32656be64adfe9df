import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DRAFT_CLOCK_MODES,
  draftSettingsSchema,
  type DraftClockMode,
  type DraftSettings,
  type DraftSettingsResponse,
} from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveDraftSettings } from './api/save-draft-settings';
import { fromDraft, toDraft, type DraftSettingsDraft } from './draft-settings-draft';
import { settingsProblems } from '../settings-problems';

const CLOCK_LABELS: Record<DraftClockMode, string> = {
  live: 'Live (seconds a pick)',
  async: 'Asynchronous (hours a pick, with a bank)',
  none: 'No clock',
};

/** The league's draft rules (docs/decisions/049): the commissioner saves the whole set or resets it. */
export function DraftSettingsForm({ leagueId, data }: { leagueId: number; data: DraftSettingsResponse }) {
  const [draft, setDraft] = useState(() => toDraft(data.settings));
  const save = useSaveDraftSettings(leagueId);
  const readOnly = !data.canEdit;
  const variant = readOnly ? 'filled' : 'default';
  const settings = fromDraft(draft);
  const problems = settingsProblems(draftSettingsSchema, settings, 'Enter a number');
  const invalid = Object.keys(problems).length > 0;
  const unchanged = JSON.stringify(settings) === JSON.stringify(data.settings);
  const set = (change: Partial<DraftSettingsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const field = (
    key: Exclude<keyof DraftSettingsDraft, 'clockMode' | 'asyncPauseStart' | 'asyncPauseEnd'>,
    label: string,
    description?: string,
    decimals = false,
  ) => (
    <NumberInput
      label={label}
      description={description}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      error={problems[key]}
      allowDecimal={decimals}
      allowNegative={false}
      readOnly={readOnly}
      variant={variant}
    />
  );

  const mutate = (next: DraftSettings | null, done: string) =>
    save.mutate(next, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.settings));
        notifySuccess(done);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to save the draft settings.')),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !unchanged) mutate(settings, 'Draft settings saved.');
  };

  return (
    <form onSubmit={submit} aria-label="Draft settings" noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {field('rounds', 'Rounds', 'Each draft; picks of future years follow')}
          {field('lotteryDraws', 'Lottery draws', '0: no lottery, the standings decide')}
          {field('lotteryMaxJump', 'Largest lottery jump', 'Places a winner may move up')}
          {field('lotteryMaxWins', 'Lottery wins allowed', 'Per team, in the window below')}
          {field('lotteryWinWindowYears', 'Win window (years)')}
          {field(
            'signingWindowDrafts',
            'Signing window (drafts)',
            'Unsigned after this, a drafted player leaves',
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label="Pick clock"
            data={DRAFT_CLOCK_MODES.map((value) => ({ value, label: CLOCK_LABELS[value] }))}
            value={draft.clockMode}
            onChange={(value) => value && set({ clockMode: value as DraftClockMode })}
            allowDeselect={false}
            readOnly={readOnly}
            variant={variant}
          />
          {draft.clockMode === 'live' && field('liveFirstRoundSeconds', 'Seconds, round 1', '0: no clock')}
          {draft.clockMode === 'live' &&
            field('liveLaterRoundSeconds', 'Seconds, later rounds', '0: no clock')}
          {draft.clockMode === 'async' && field('asyncPickHours', 'Hours a pick', undefined, true)}
          {draft.clockMode === 'async' &&
            field('asyncBankHours', 'Bank (hours, whole draft)', undefined, true)}
          {draft.clockMode === 'async' && (
            <TextInput
              type="time"
              label="Overnight pause from"
              value={draft.asyncPauseStart}
              onChange={(e) => set({ asyncPauseStart: e.currentTarget.value })}
              error={problems.asyncPauseStart}
              readOnly={readOnly}
              variant={variant}
            />
          )}
          {draft.clockMode === 'async' && (
            <TextInput
              type="time"
              label="Overnight pause until"
              description="In the league's time zone"
              value={draft.asyncPauseEnd}
              onChange={(e) => set({ asyncPauseEnd: e.currentTarget.value })}
              error={problems.asyncPauseEnd}
              readOnly={readOnly}
              variant={variant}
            />
          )}
          {draft.clockMode !== 'none' &&
            field(
              'autoAfterExpiries',
              'Auto-draft after expiries',
              'Expired clocks before a team is auto-drafted',
            )}
        </SimpleGrid>
        {data.isDefault && (
          <Text size="xs" c="dimmed">
            These are the NHL&apos;s rules, the defaults.
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => mutate(null, 'Draft settings reset to the defaults.')}
              disabled={save.isPending || data.isDefault}
            >
              Reset to defaults
            </Button>
            <Button type="submit" disabled={invalid || unchanged} loading={save.isPending}>
              Save draft settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
