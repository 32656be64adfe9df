import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  TRADE_REVIEWS,
  TRADE_SETTING_LABELS,
  tradeSettingsSchema,
  type TradeReview,
  type TradeSettings,
  type TradeSettingsResponse,
} from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveTradeSettings } from './api/trade-settings';
import { REVIEW_LABELS } from './trade-rules-words';
import { fromDraft, toDraft, type TradeSettingsDraft } from './trade-settings-draft';
import { settingsProblems } from '../settings-problems';

/**
 * The league's trade rules (docs/decisions/047): editable by the commissioner, who saves the whole set or
 * resets it to the defaults; read-only for everyone else.
 */
export function TradeSettingsForm({ leagueId, data }: { leagueId: number; data: TradeSettingsResponse }) {
  const [draft, setDraft] = useState(() => toDraft(data.settings));
  const save = useSaveTradeSettings(leagueId);
  const readOnly = !data.canEdit;
  const variant = readOnly ? 'filled' : 'default';
  const settings = fromDraft(draft);
  const problems = settingsProblems(tradeSettingsSchema, settings);
  const invalid = Object.keys(problems).length > 0;
  const unchanged = JSON.stringify(settings) === JSON.stringify(data.settings);
  const set = (change: Partial<TradeSettingsDraft>) => setDraft((d) => ({ ...d, ...change }));
  const whole = { allowDecimal: false, allowNegative: false, readOnly, variant } as const;

  const mutate = (next: TradeSettings | null, done: string) =>
    save.mutate(next, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.settings));
        notifySuccess(done);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to save the trade settings.')),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && !unchanged) mutate(settings, 'Trade settings saved.');
  };

  return (
    <form onSubmit={submit} aria-label="Trade settings" noValidate>
      <Stack gap="md">
        <Text size="sm">
          Trade deadline this season:{' '}
          <strong>{data.deadlineThisSeason ?? 'once the season has a schedule'}</strong>. No trades are made
          in the playoffs.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label={TRADE_SETTING_LABELS.review}
            data={TRADE_REVIEWS.map((value) => ({ value, label: REVIEW_LABELS[value] }))}
            value={draft.review}
            onChange={(value) => value && set({ review: value as TradeReview })}
            allowDeselect={false}
            readOnly={readOnly}
            variant={variant}
          />
          <NumberInput
            label={TRADE_SETTING_LABELS.reviewHours}
            description={
              draft.review === 'veto'
                ? 'The veto window before a trade is done'
                : 'How long the commissioner may reverse a done trade'
            }
            value={draft.reviewHours}
            onChange={(reviewHours) => set({ reviewHours })}
            error={problems.reviewHours}
            {...whole}
          />
          {draft.review === 'veto' && (
            <NumberInput
              label={TRADE_SETTING_LABELS.vetoVotePercent}
              description="Of the other GMs"
              value={draft.vetoVotePercent}
              onChange={(vetoVotePercent) => set({ vetoVotePercent })}
              suffix="%"
              error={problems.vetoVotePercent}
              {...whole}
            />
          )}
          <NumberInput
            label={TRADE_SETTING_LABELS.expiryHours}
            description="Without an answer"
            value={draft.expiryHours}
            onChange={(expiryHours) => set({ expiryHours })}
            error={problems.expiryHours}
            {...whole}
          />
          <NumberInput
            label={TRADE_SETTING_LABELS.maxTradesBetweenTeams}
            description="Empty: no limit"
            placeholder="No limit"
            value={draft.maxTradesBetweenTeams}
            onChange={(maxTradesBetweenTeams) => set({ maxTradesBetweenTeams })}
            error={problems.maxTradesBetweenTeams}
            {...whole}
          />
        </SimpleGrid>
        {readOnly ? (
          <Text size="sm">
            {TRADE_SETTING_LABELS.deadline}:{' '}
            {data.settings.deadline ?? 'automatic, about 75% through the regular season'}.{' '}
            {TRADE_SETTING_LABELS.aiProposals}: {data.settings.aiProposals ? 'on' : 'off'}.
          </Text>
        ) : (
          <>
            <Group gap="lg" align="flex-end">
              <Switch
                label="Automatic deadline (about 75% through the season)"
                checked={draft.automaticDeadline}
                onChange={(event) => set({ automaticDeadline: event.currentTarget.checked })}
              />
              {!draft.automaticDeadline && (
                <TextInput
                  type="date"
                  label={TRADE_SETTING_LABELS.deadline}
                  value={draft.deadline}
                  onChange={(event) => set({ deadline: event.currentTarget.value })}
                  error={problems.deadline}
                  w={180}
                />
              )}
            </Group>
            <Switch
              label={TRADE_SETTING_LABELS.aiProposals}
              description="AI teams now and then offer trades to human GMs"
              checked={draft.aiProposals}
              onChange={(event) => set({ aiProposals: event.currentTarget.checked })}
            />
          </>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => mutate(null, 'Trade settings reset to the defaults.')}
              disabled={save.isPending}
            >
              Reset to defaults
            </Button>
            <Button type="submit" disabled={invalid || unchanged} loading={save.isPending}>
              Save trade settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
