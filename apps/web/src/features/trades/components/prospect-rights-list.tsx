import { Checkbox, Stack, Text, Title } from '@mantine/core';
import type { DraftRights } from '@rinkside/domain';
import type { SideSelection } from '../trade-selection';

/**
 * A team's unsigned draft rights to tick into the trade: each moves as a player, with the draft that took
 * him and the last draft his rights hold through (the new team's deadline to sign him).
 */
export function ProspectRightsList({
  prospects,
  verb,
  selection,
  onToggle,
}: {
  prospects: readonly DraftRights[];
  verb: string;
  selection: SideSelection;
  onToggle: (playerId: number) => void;
}) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm">
        Prospects (unsigned draft rights)
      </Title>
      {prospects.length === 0 ? (
        <Text size="sm" c="dimmed">
          No unsigned draft picks.
        </Text>
      ) : (
        prospects.map((p) => (
          <Checkbox
            key={p.playerId}
            checked={selection.playerIds.includes(p.playerId)}
            onChange={() => onToggle(p.playerId)}
            aria-label={`${verb} ${p.name}`}
            label={
              <Text size="sm" lh={1.3}>
                {p.name}{' '}
                <Text span size="xs" c="dimmed">
                  {p.position} · {p.age} · OVR {p.overall}
                </Text>
              </Text>
            }
            description={`${String(p.draft.year)} draft, round ${String(p.draft.round)} (#${String(p.draft.overall)}) · rights through the ${String(p.rightsEndYear)} draft`}
          />
        ))
      )}
    </Stack>
  );
}
