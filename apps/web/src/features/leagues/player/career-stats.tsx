import { Stack, Text } from '@mantine/core';
import type { PlayerCareerResponse } from '@rinkside/domain';
import { usePlayerCareer } from '../api/get-player-career';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import { CareerTable, GOALIE_CAREER_COLUMNS, SKATER_CAREER_COLUMNS } from './career-table';

const PARTS = [
  { part: 'regular', caption: 'Regular season', none: 'No regular-season games yet.' },
  { part: 'playoff', caption: 'Playoffs', none: 'No playoff games yet.' },
] as const;

/** His seasons in the league, regular season and playoffs apart, each with its career line. */
export function CareerParts({ career, leagueId }: { career: PlayerCareerResponse; leagueId: number }) {
  if (career.regular.rows.length === 0 && career.playoff.rows.length === 0)
    return <EmptyText>He has not played a game in this league yet.</EmptyText>;
  return (
    <Stack gap="md">
      {PARTS.map(({ part, caption, none }) => {
        if (career[part].rows.length === 0)
          return (
            <Text key={part} size="sm" c="dimmed">
              {caption}: {none}
            </Text>
          );
        return career.kind === 'goalie' ? (
          <CareerTable
            key={part}
            caption={caption}
            {...career[part]}
            columns={GOALIE_CAREER_COLUMNS}
            leagueId={leagueId}
          />
        ) : (
          <CareerTable
            key={part}
            caption={caption}
            {...career[part]}
            columns={SKATER_CAREER_COLUMNS}
            leagueId={leagueId}
          />
        );
      })}
    </Stack>
  );
}

/** SPEC §2 Player page: the Career card, season by season from the stored box scores. */
export function CareerStats({ leagueId, playerId }: { leagueId: number; playerId: number }) {
  const career = usePlayerCareer(leagueId, playerId);
  return (
    <SectionCard title="Career">
      <QueryBody query={career} errorTitle="Failed to load his career" rows={3}>
        {() => career.data && <CareerParts career={career.data} leagueId={leagueId} />}
      </QueryBody>
    </SectionCard>
  );
}
