import { Badge, type BadgeProps } from '@mantine/core';
import { availabilityLabel, formatLeagueDay, type PlayerAvailability } from '@rinkside/domain';

const COLORS: Record<PlayerAvailability['kind'], string> = {
  healthy: 'green',
  'day-to-day': 'orange',
  injured: 'red',
  scratch: 'gray',
  minors: 'blue',
  prospect: 'grape',
};

/** What hurts and since when, for the badge's hover text. */
function injuryDetail(availability: PlayerAvailability): string | undefined {
  if (availability.kind !== 'injured' && availability.kind !== 'day-to-day') return undefined;
  const { injury } = availability;
  if (!injury) return undefined;
  return `${injury.type}, hurt ${formatLeagueDay(injury.injuredOn)}, back ${formatLeagueDay(injury.returnDate)}`;
}

/** A player's status: Healthy, Day-to-day, Injured (back Oct 24), Healthy scratch, Minors, Prospect. */
export function PlayerStatusBadge({
  availability,
  ...props
}: { availability: PlayerAvailability } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[availability.kind]}
      title={injuryDetail(availability)}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {availabilityLabel(availability)}
    </Badge>
  );
}
