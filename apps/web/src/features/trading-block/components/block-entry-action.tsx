import { Button } from '@mantine/core';
import { IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * What the viewer can do about a listed player: propose a trade to his team, or, for one of his own
 * players, look for the deals AI teams would make for him. Nothing when the viewer runs no team.
 */
export function BlockEntryAction({
  leagueId,
  myTeamId,
  team,
  player,
  compact,
}: {
  leagueId: number;
  myTeamId: number | null;
  team: { id: number; name: string };
  player: { id: number; name: string };
  /** The phone's cards: a smaller button. */
  compact: boolean;
}) {
  if (myTeamId === null) return null;
  const size = compact ? 'compact-xs' : 'xs';
  if (team.id === myTeamId)
    return (
      <Button
        component={Link}
        to={`/league/${leagueId}/trades/find?player=${player.id}`}
        size={size}
        variant="default"
        leftSection={compact ? undefined : <IconSearch size={14} aria-hidden />}
        aria-label={`Find a trade for ${player.name}`}
      >
        Find a trade
      </Button>
    );
  return (
    <Button
      component={Link}
      to={`/league/${leagueId}/trades/new?with=${team.id}`}
      size={size}
      variant="light"
      leftSection={compact ? undefined : <IconArrowsExchange size={14} aria-hidden />}
      aria-label={`Propose a trade to ${team.name} for ${player.name}`}
    >
      Propose a trade
    </Button>
  );
}
