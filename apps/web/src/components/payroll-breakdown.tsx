import { Group, Paper, Text } from '@mantine/core';
import { formatCapHit, type PayrollBreakdown as Breakdown } from '@rinkside/domain';
import { useId } from 'react';

/** The parts of a payroll, in the order a cap sheet adds them; parts a team does not carry are left out. */
const PARTS: readonly { key: Exclude<keyof Breakdown, 'buried'>; label: string; always?: true }[] = [
  { key: 'roster', label: 'Roster', always: true },
  { key: 'injuredReserve', label: 'Injured reserve' },
  { key: 'minors', label: 'Minors (above the allowance)', always: true },
  { key: 'dead', label: 'Bought out' },
  { key: 'retained', label: 'Retained in trades' },
];

/**
 * What the payroll counts (issue 30): the parts that add up to it, and what burying spares beside them. The
 * cap sheet and the trade builder show it alike, so a payroll reads the same wherever it is shown.
 */
export function PayrollBreakdown({
  breakdown,
  payroll,
  title = 'What the payroll counts',
  burialNote = true,
}: {
  breakdown: Breakdown;
  payroll: number;
  title?: string;
  /** Whether to say what burying spares, when it spares anything. */
  burialNote?: boolean;
}) {
  const titleId = useId();
  const shown = PARTS.filter((part) => part.always || breakdown[part.key] > 0);
  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Text id={titleId} size="xs" c="dimmed" tt="uppercase" fw={700} mb={4}>
        {title}
      </Text>
      <Group gap="xs" wrap="wrap" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((part, i) => (
          <Text component="li" key={part.key} size="sm">
            {i > 0 && (
              <Text span c="dimmed" aria-hidden>
                {'+ '}
              </Text>
            )}
            {part.label} <b>{formatCapHit(breakdown[part.key])}</b>
          </Text>
        ))}
        <Text component="li" size="sm">
          <Text span c="dimmed" aria-hidden>
            {'= '}
          </Text>
          Payroll <b>{formatCapHit(payroll)}</b>
        </Text>
      </Group>
      {burialNote && breakdown.buried > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          Burying in the minors spares {formatCapHit(breakdown.buried)} of the minor leaguers’ cap hits; the
          seasons below count every contract in full.
        </Text>
      )}
    </Paper>
  );
}
