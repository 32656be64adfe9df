import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A prospect's name in the draft's tables, on one line, leading to his player page. */
export function ProspectLink({ leagueId, id, name }: { leagueId: number; id: number; name: string }) {
  return (
    <Anchor
      component={Link}
      to={`/league/${leagueId}/player/${id}`}
      size="sm"
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
    >
      {name}
    </Anchor>
  );
}
