import { Checkbox, Group, Stack, Text } from '@mantine/core';
import type { DraftPick, TeamSummary } from '@rinkside/domain';
import type { SideSelection } from '../trade-selection';
import { ordinal } from '@rinkside/domain';

/** The team's picks a row a draft year, a box a round: '2027  1st 2nd 3rd…', another team's marked. */
export function PickGrid({
  team,
  picks,
  verb,
  selection,
  onToggle,
}: {
  team: TeamSummary;
  picks: readonly DraftPick[];
  verb: string;
  selection: SideSelection;
  onToggle: (kind: 'pick', id: number) => void;
}) {
  const years = [...new Set(picks.map((p) => p.year))].sort((a, b) => a - b);
  return (
    <Stack gap={6}>
      {years.map((year) => (
        <Group key={year} gap="xs" wrap="wrap" align="center">
          <Text size="sm" fw={600} w={40}>
            {year}
          </Text>
          {picks
            .filter((p) => p.year === year)
            .sort((a, b) => a.round - b.round || a.originalTeam.id - b.originalTeam.id)
            .map((pick) => {
              const from = pick.originalTeam.id === team.id ? '' : ` (${pick.originalTeam.abbreviation})`;
              return (
                <Checkbox
                  key={pick.id}
                  size="xs"
                  checked={selection.pickIds.includes(pick.id)}
                  onChange={() => onToggle('pick', pick.id)}
                  label={`${ordinal(pick.round)}${from}`}
                  aria-label={`${verb} ${team.abbreviation} ${year} ${ordinal(pick.round)} round${from}`}
                />
              );
            })}
        </Group>
      ))}
    </Stack>
  );
}
