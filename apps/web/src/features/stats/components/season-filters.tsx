import { Group } from '@mantine/core';
import type { SeasonType } from '@rinkside/domain';
import { SeasonSelect } from '../../../components/season-select';
import type { SeasonChoice } from '../../../lib/season-choice';
import { SeasonTypeSwitch } from './season-type-switch';

/** Which season and which part of it a standings or stats page shows. */
export function SeasonFilters({
  leagueId,
  season,
  seasonType,
  onSeasonType,
}: {
  leagueId: number;
  season: SeasonChoice;
  seasonType: SeasonType;
  onSeasonType: (next: SeasonType) => void;
}) {
  return (
    <Group gap="md" align="flex-end">
      <SeasonSelect leagueId={leagueId} value={season.chosen} onChange={season.choose} />
      {/* Its own box, so it lines up with the select's field rather than its label. */}
      <div>
        <SeasonTypeSwitch value={seasonType} onChange={onSeasonType} />
      </div>
    </Group>
  );
}
