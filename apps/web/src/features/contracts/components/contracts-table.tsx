import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import {
  draftedShortWords,
  formatCapHit,
  seasonName,
  type CapSheetPlayer,
  type CapSheetResponse,
} from '@rinkside/domain';
import { Link } from 'react-router';

const PLACEMENT: Record<CapSheetPlayer['placement'], { label: string; color: string }> = {
  active: { label: 'Roster', color: 'green' },
  minors: { label: 'Minors', color: 'blue' },
  'injured-reserve': { label: 'IR', color: 'red' },
};

const ORDER: Record<CapSheetPlayer['placement'], number> = { active: 0, 'injured-reserve': 1, minors: 2 };

function Where({ player }: { player: CapSheetPlayer }) {
  const placement = PLACEMENT[player.placement];
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light" color={placement.color}>
        {placement.label}
      </Badge>
      {player.waiverId !== null && (
        <Badge size="sm" variant="outline" color="orange">
          Waivers
        </Badge>
      )}
    </Group>
  );
}

/**
 * His cap hit in each season he is signed for, then his re-signing's (docs/decisions/044); the last one
 * says what he becomes when it ends.
 */
function SeasonCell({ player, index }: { player: CapSheetPlayer; index: number }) {
  const extension = player.extension;
  if (extension && index >= player.yearsLeft && index < player.yearsLeft + extension.years)
    return (
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCapHit(extension.capHit)}
        {index === player.yearsLeft && (
          <Text span size="xs" fw={700} c="green" ml={4}>
            NEW
          </Text>
        )}
      </Table.Td>
    );
  if (index >= player.yearsLeft) return <Table.Td />;
  const last = index === player.yearsLeft - 1 && !extension;
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatCapHit(player.capHit)}
      {last && (
        <Text span size="xs" fw={700} c={player.expiresAs === 'ufa' ? 'orange' : 'grape'} ml={4}>
          {player.expiresAs.toUpperCase()}
        </Text>
      )}
    </Table.Td>
  );
}

/** Every contract by season: roster, injured reserve, then the minors, each by cap hit; buy-outs last. */
export function ContractsTable({ leagueId, sheet }: { leagueId: number; sheet: CapSheetResponse }) {
  const players = [...sheet.players].sort(
    (a, b) => ORDER[a.placement] - ORDER[b.placement] || b.capHit - a.capHit,
  );
  const years = sheet.seasons.map((s) => s.startYear);
  return (
    <Paper withBorder radius="md" p={{ base: 0, sm: 'xs' }}>
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover fz="sm" verticalSpacing={6}>
          <Table.Caption>
            UFA / RFA: unrestricted or restricted free agent when the contract ends. NEW: a re-signing's first
            season.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th>Pos</Table.Th>
              <Table.Th ta="right">Age</Table.Th>
              <Table.Th>Where</Table.Th>
              {years.map((year) => (
                <Table.Th key={year} ta="right">
                  {seasonName(year)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {players.map((player) => (
              <Table.Tr key={player.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/league/${leagueId}/player/${player.id}`} size="sm">
                    {player.firstName} {player.lastName}
                  </Anchor>
                  {player.contractType === 'entry-level' && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      ELC
                    </Text>
                  )}
                  {player.drafted && (
                    <Text size="xs" c="dimmed">
                      {draftedShortWords(player.drafted)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{player.position}</Table.Td>
                <Table.Td ta="right">{player.age}</Table.Td>
                <Table.Td>
                  <Where player={player} />
                </Table.Td>
                {years.map((year, i) => (
                  <SeasonCell key={year} player={player} index={i} />
                ))}
              </Table.Tr>
            ))}
            {sheet.charges.map((charge, i) => (
              <Table.Tr key={`charge-${i}`}>
                <Table.Td colSpan={4}>
                  <Text size="sm">Buy-out: {charge.name}</Text>
                </Table.Td>
                {years.map((year) => (
                  <Table.Td key={year} ta="right">
                    {year >= charge.fromYear && year <= charge.toYear
                      ? formatCapHit(charge.chargePerSeason)
                      : ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
