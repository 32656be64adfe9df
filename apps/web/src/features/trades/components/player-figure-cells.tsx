import { Table } from '@mantine/core';
import { formatCapHit } from '@rinkside/domain';

/** A player's age (from small screens up), overall, cap hit and seasons left (from phones up) as table cells. */
export function PlayerFigureCells({
  player,
}: {
  player: { age: number; overall: number; capHit: number; yearsLeft: number };
}) {
  return (
    <>
      <Table.Td visibleFrom="sm">{player.age}</Table.Td>
      <Table.Td ta="right">{player.overall}</Table.Td>
      <Table.Td ta="right">{formatCapHit(player.capHit)}</Table.Td>
      <Table.Td ta="right" visibleFrom="xs">
        {player.yearsLeft}
      </Table.Td>
    </>
  );
}

/** The headings over `PlayerFigureCells`, shown at the same widths. */
export function PlayerFigureHeads() {
  return (
    <>
      <Table.Th visibleFrom="sm">Age</Table.Th>
      <Table.Th ta="right">Ovr</Table.Th>
      <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
        Cap hit
      </Table.Th>
      <Table.Th ta="right" visibleFrom="xs">
        Yrs
      </Table.Th>
    </>
  );
}
