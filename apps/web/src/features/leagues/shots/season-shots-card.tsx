import { SectionPanel } from '../../../components/section-panel';
import { Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { SEASON_TYPE_NAMES, SEASON_TYPES, type SeasonType } from '@rinkside/domain';
import { useMemo, useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { SeasonSelect } from '../../../components/season-select';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useSeasonShots } from '../api/get-season-shots';
import { seasonHeatOf } from './season-heat';
import { SeasonHeatMap } from './season-heat-map';
import { ShotRateTiles } from './shot-rate-tiles';
import { useSeasonRates } from './use-season-rates';

type Subject = { playerId: number; goalie: boolean } | { teamId: number };

interface Props {
  leagueId: number;
  subject: Subject;
}

/**
 * A season's shot pictures: where the attempts came from (a heat map of the attacked half) and the
 * xG-based rates, for the season and season type chosen. A team's map shows its attempts or those it allowed.
 */
export function SeasonShotsCard({ leagueId, subject }: Props) {
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const [seasonType, setSeasonType] = useState<SeasonType>('regular');
  const [against, setAgainst] = useState(false);
  const team = 'teamId' in subject;
  const goalie = 'goalie' in subject && subject.goalie;
  const of = team ? { teamId: subject.teamId, against } : { playerId: subject.playerId };
  const choice = { seasonType, seasonId: seasonId ?? undefined };
  const shots = useSeasonShots(goalie ? 0 : leagueId, of, choice);
  const rates = useSeasonRates(leagueId, of, seasonType, choice.seasonId);
  const heat = useMemo(() => (shots.data ? seasonHeatOf(shots.data.shots) : null), [shots.data]);

  return (
    <SectionPanel
      title={goalie ? 'Season expected goals' : 'Season shot map'}
      titleId="season-shots-title"
      align="flex-end"
      action={
        <Group gap="xs" align="flex-end">
          <SeasonSelect leagueId={leagueId} value={seasonId} onChange={setSeasonId} />
          <SegmentedControl
            size="xs"
            aria-label="Season type"
            value={seasonType}
            onChange={(next) => setSeasonType(next === 'playoff' ? 'playoff' : 'regular')}
            data={SEASON_TYPES.map((value) => ({ value, label: SEASON_TYPE_NAMES[value] }))}
          />
        </Group>
      }
    >
      <Stack gap="sm">
        {rates.isError && (
          <QueryErrorAlert
            title="Failed to load the season's rates"
            message={errorMessage(rates.error, FETCH_FAILED_MESSAGE)}
            onRetry={rates.refetch}
          />
        )}
        {rates.rates === undefined && !rates.isError && <Skeleton height={56} radius="md" />}
        {rates.rates && <ShotRateTiles rates={rates.rates} />}
        {rates.rates === null && (
          <Text size="sm" c="dimmed">
            No expected-goals figures for this season yet.
          </Text>
        )}
        {team && (
          <SegmentedControl
            size="xs"
            aria-label="Attempts"
            value={against ? 'against' : 'for'}
            onChange={(next) => setAgainst(next === 'against')}
            data={[
              { value: 'for', label: 'Taken' },
              { value: 'against', label: 'Allowed' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {!goalie && shots.isPending && (
          <Skeleton height={260} radius="md" aria-label="Loading the shot map" />
        )}
        {!goalie && shots.isError && (
          <QueryErrorAlert
            title="Failed to load the shot map"
            message={errorMessage(shots.error, FETCH_FAILED_MESSAGE)}
            onRetry={() => void shots.refetch()}
            retrying={shots.isFetching}
          />
        )}
        {heat && heat.totals.attempts === 0 && (
          <Text size="sm" c="dimmed">
            No shot attempts with a location in this season yet.
          </Text>
        )}
        {heat && heat.totals.attempts > 0 && (
          <SeasonHeatMap
            heat={heat}
            label={team ? (against ? 'Shot attempts allowed' : 'Shot attempts taken') : 'Shot attempts'}
          />
        )}
      </Stack>
    </SectionPanel>
  );
}
