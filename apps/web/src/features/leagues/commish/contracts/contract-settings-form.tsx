import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CONTRACT_SETTING_LABELS,
  contractSettingsIssues,
  formatCapHit,
  seasonName,
  type ContractSettings,
  type ContractSettingsResponse,
} from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveContractSettings } from './api/contract-settings';
import { fromDraft, GROUPS, num, toDraft, type Draft, type Entry } from './contract-settings-draft';
import { SeasonRowsFieldset } from './season-rows-fieldset';

const money = { prefix: '$', thousandSeparator: ',', allowDecimal: false, allowNegative: false, min: 0 };

/**
 * The league's contract rules (docs/decisions/046): editable by the commissioner, who saves the whole
 * set or resets it to the NHL's; read-only for everyone else.
 */
export function ContractSettingsForm({
  leagueId,
  data,
}: {
  leagueId: number;
  data: ContractSettingsResponse;
}) {
  const [draft, setDraft] = useState(() => toDraft(data.settings));
  const save = useSaveContractSettings(leagueId);
  const readOnly = !data.canEdit;
  // Read-only fields look filled in, not waiting for input.
  const variant = readOnly ? 'filled' : 'default';
  const settings = fromDraft(draft);
  const issues = contractSettingsIssues(settings);
  // A table's problem sits beside its cell ('floor'), a row's beside its first field; every problem is
  // also listed above Save.
  const issueOf = (field: keyof ContractSettings, row: number | null = null, column: string | null = null) =>
    issues.find(
      (i) =>
        i.field === field &&
        i.row === row &&
        (i.column === column || (column === 'startYear' && i.column === null && row !== null)),
    )?.problem;
  const unchanged = JSON.stringify(settings) === JSON.stringify(data.settings);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length > 0 || unchanged) return;
    save.mutate(settings, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.settings));
        notifySuccess('Contract settings saved.');
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to save the contract settings.')),
    });
  };
  const reset = () =>
    save.mutate(null, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved.settings));
        notifySuccess("Contract settings reset to the NHL's.");
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to reset the contract settings.')),
    });
  const setRow = <K extends 'capLimits' | 'minimumSalaries'>(
    key: K,
    i: number,
    change: Partial<Draft[K][number]>,
  ) => setDraft((d) => ({ ...d, [key]: d[key].map((row, j) => (j === i ? { ...row, ...change } : row)) }));
  const removeRow = (key: 'capLimits' | 'minimumSalaries', i: number) =>
    setDraft((d) => ({ ...d, [key]: d[key].filter((_, j) => j !== i) }));
  const nextYear = (rows: { startYear: Entry }[]) =>
    Math.max(data.thisSeason.startYear - 1, ...rows.map((r) => num(r.startYear) || 0)) + 1;

  return (
    <form onSubmit={submit} aria-label="Contract settings" noValidate>
      <Stack gap="md">
        <Text size="sm">
          This season ({seasonName(data.thisSeason.startYear)}): cap{' '}
          <strong>{formatCapHit(data.thisSeason.upperLimit)}</strong>, floor{' '}
          <strong>{formatCapHit(data.thisSeason.floor)}</strong>, minimum salary{' '}
          {formatCapHit(data.thisSeason.minimumSalary)}. Next season: cap{' '}
          {formatCapHit(data.nextSeason.upperLimit)}, floor {formatCapHit(data.nextSeason.floor)}.
        </Text>
        {!readOnly && (
          <Text size="sm" c="dimmed">
            Changes apply from the next roster move; a team left over a limit is not forced under, and rosters
            are made legal when the next season starts.
          </Text>
        )}

        <SeasonRowsFieldset
          legend={CONTRACT_SETTING_LABELS.capLimits}
          hint="NHL: $95.5M / $70.6M (2025-26), $104.0M / $76.9M, $113.5M / $83.9M (2027-28)."
          rows={draft.capLimits}
          rowName="cap season"
          readOnly={readOnly}
          onRemove={(i) => removeRow('capLimits', i)}
          onAdd={() =>
            setDraft((d) => {
              const last = d.capLimits.at(-1);
              const added = {
                startYear: nextYear(d.capLimits),
                upperLimit: last?.upperLimit ?? '',
                floor: last?.floor ?? '',
              };
              return { ...d, capLimits: [...d.capLimits, added] };
            })
          }
          renderRow={(row, i) => (
            <>
              <NumberInput
                label={`Season ${i + 1} starts`}
                value={row.startYear}
                onChange={(v) => setRow('capLimits', i, { startYear: v })}
                allowDecimal={false}
                readOnly={readOnly}
                variant={variant}
                w={120}
                error={issueOf('capLimits', i, 'startYear')}
              />
              <NumberInput
                label="Upper limit"
                value={row.upperLimit}
                onChange={(v) => setRow('capLimits', i, { upperLimit: v })}
                readOnly={readOnly}
                variant={variant}
                error={issueOf('capLimits', i, 'upperLimit')}
                style={{ flex: '1 1 140px', maxWidth: 280 }}
                {...money}
              />
              <NumberInput
                label="Floor"
                value={row.floor}
                onChange={(v) => setRow('capLimits', i, { floor: v })}
                readOnly={readOnly}
                error={issueOf('capLimits', i, 'floor')}
                variant={variant}
                style={{ flex: '1 1 140px', maxWidth: 280 }}
                {...money}
              />
            </>
          )}
        />

        <SeasonRowsFieldset
          legend={CONTRACT_SETTING_LABELS.minimumSalaries}
          hint="NHL: $775K (2025-26) rising to $1.0M from 2029-30."
          rows={draft.minimumSalaries}
          rowName="minimum salary"
          readOnly={readOnly}
          onRemove={(i) => removeRow('minimumSalaries', i)}
          onAdd={() =>
            setDraft((d) => {
              const added = {
                startYear: nextYear(d.minimumSalaries),
                amount: d.minimumSalaries.at(-1)?.amount ?? '',
              };
              return { ...d, minimumSalaries: [...d.minimumSalaries, added] };
            })
          }
          renderRow={(row, i) => (
            <>
              <NumberInput
                label={`From season ${i + 1}`}
                value={row.startYear}
                onChange={(v) => setRow('minimumSalaries', i, { startYear: v })}
                allowDecimal={false}
                readOnly={readOnly}
                variant={variant}
                w={120}
                error={issueOf('minimumSalaries', i, 'startYear')}
              />
              <NumberInput
                label="Minimum salary"
                value={row.amount}
                onChange={(v) => setRow('minimumSalaries', i, { amount: v })}
                readOnly={readOnly}
                error={issueOf('minimumSalaries', i, 'amount')}
                variant={variant}
                style={{ flex: '1 1 140px', maxWidth: 280 }}
                {...money}
              />
            </>
          )}
        />

        {GROUPS.map((group) => (
          <fieldset key={group.title} style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={3} fz="md" component="legend" mb="xs">
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {group.fields.map(({ field, hint, suffix }) => (
                <NumberInput
                  key={field}
                  label={CONTRACT_SETTING_LABELS[field]}
                  description={hint}
                  value={draft.numbers[field]}
                  onChange={(v) => setDraft((d) => ({ ...d, numbers: { ...d.numbers, [field]: v } }))}
                  allowDecimal={field === 'capGrowthPercent' || field === 'maxCapHitShare'}
                  suffix={suffix}
                  readOnly={readOnly}
                  variant={variant}
                  error={issueOf(field)}
                />
              ))}
            </SimpleGrid>
          </fieldset>
        ))}

        {!readOnly && issues.length > 0 && (
          <Stack gap={2}>
            {[...new Set(issues.map((i) => i.message))].map((message) => (
              <Text key={message} size="sm" c="red">
                {message}
              </Text>
            ))}
          </Stack>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={reset} disabled={data.isDefault || save.isPending}>
              Reset to NHL defaults
            </Button>
            <Button type="submit" disabled={issues.length > 0 || unchanged} loading={save.isPending}>
              Save contract settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
