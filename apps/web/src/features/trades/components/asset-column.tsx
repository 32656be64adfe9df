import { PlayerFigureCells, PlayerFigureHeads } from './player-figure-cells';
import {
  Checkbox,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  RETENTION_RULES,
  type CapSheetPlayer,
  type DraftPick,
  type DraftRights,
  type TeamSummary,
} from '@rinkside/domain';
import type { ReactNode } from 'react';
import { PickGrid } from './pick-grid';
import { ProspectRightsList } from './prospect-rights-list';
import type { SideSelection } from '../trade-selection';

export interface AssetColumnProps {
  /** 'mine': the viewer gives these; 'theirs': he asks for them. */
  role: 'mine' | 'theirs';
  team: TeamSummary;
  heading: ReactNode;
  players: readonly CapSheetPlayer[];
  picks: readonly DraftPick[];
  /** The team's unsigned draft rights (traded as players). */
  prospects?: readonly DraftRights[];
  selection: SideSelection;
  onToggle: (kind: 'player' | 'pick', id: number) => void;
  onRetain: (playerId: number, percent: number) => void;
}

const PLACEMENT_ORDER = { active: 0, 'injured-reserve': 1, minors: 2 } as const;
const PLACEMENT_TAG = { active: '', 'injured-reserve': 'IR', minors: 'Minors' } as const;

/** One team's side of the builder: its players and picks to tick, and what it keeps of a player's cap hit. */
export function AssetColumn({
  role,
  team,
  heading,
  players,
  picks,
  prospects = [],
  selection,
  onToggle,
  onRetain,
}: AssetColumnProps) {
  const verb = role === 'mine' ? 'Give' : 'Ask for';
  const sorted = [...players].sort(
    (a, b) => PLACEMENT_ORDER[a.placement] - PLACEMENT_ORDER[b.placement] || b.overall - a.overall,
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      component="section"
      aria-label={`${team.name} assets`}
    >
      <Stack gap="sm">
        {heading}
        {/* A long roster scrolls inside its box, so the preview below stays in reach. */}
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars="y">
          <Table fz="sm" verticalSpacing={4} horizontalSpacing={6} highlightOnHover stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32}>
                  <VisuallyHidden>{verb}</VisuallyHidden>
                </Table.Th>
                <Table.Th>Player</Table.Th>
                <PlayerFigureHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((p) => {
                const name = `${p.firstName} ${p.lastName}`;
                const ticked = selection.playerIds.includes(p.id);
                const retained = selection.retained[p.id] ?? 0;
                return (
                  <Table.Tr key={p.id} bg={ticked ? 'var(--mantine-primary-color-light)' : undefined}>
                    <Table.Td>
                      <Checkbox
                        checked={ticked}
                        onChange={() => onToggle('player', p.id)}
                        aria-label={`${verb} ${name}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lh={1.3}>
                        {name}{' '}
                        <Text span size="xs" c="dimmed">
                          {p.position}
                          {PLACEMENT_TAG[p.placement] && ` · ${PLACEMENT_TAG[p.placement]}`}
                        </Text>
                      </Text>
                      {ticked && role === 'mine' && (
                        <Group gap={6} mt={4} wrap="nowrap">
                          <NumberInput
                            size="xs"
                            w={72}
                            min={0}
                            max={RETENTION_RULES.maxPercent}
                            step={5}
                            allowDecimal={false}
                            clampBehavior="strict"
                            value={retained}
                            onChange={(v) => onRetain(p.id, typeof v === 'number' ? v : Number(v) || 0)}
                            aria-label={`Retain % of ${name}'s cap hit`}
                            suffix="%"
                          />
                          <Text size="xs" c="dimmed">
                            retained
                          </Text>
                        </Group>
                      )}
                      {ticked && role === 'theirs' && retained > 0 && (
                        <Text size="xs" c="dimmed">
                          {retained}% retained by {team.abbreviation}
                        </Text>
                      )}
                    </Table.Td>
                    <PlayerFigureCells player={p} />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <ProspectRightsList
          prospects={prospects}
          verb={verb}
          selection={selection}
          onToggle={(playerId) => onToggle('player', playerId)}
        />
        <Title order={4} fz="sm">
          Draft picks
        </Title>
        {picks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No draft picks to trade.
          </Text>
        ) : (
          <PickGrid team={team} picks={picks} verb={verb} selection={selection} onToggle={onToggle} />
        )}
      </Stack>
    </Paper>
  );
}
