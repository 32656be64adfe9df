import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TeamSummary, TradeSummary } from '@rinkside/domain';
import { Link } from 'react-router';
import { sideInShort } from '@rinkside/domain';
import { LeagueTime } from '../../../components/league-time';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { timeLeftWords, tradeClock } from '../trade-words';
import { TeamMark } from './team-mark';
import { TradeStatusBadge } from './trade-status-badge';
import classes from './trade-row.module.css';

/** True when the trade waits for the viewer's team to answer it. */
export const waitsFor = (trade: TradeSummary, myTeamId: number | null): boolean =>
  trade.status === 'proposed' && myTeamId !== null && trade.sides[1]?.team.id === myTeamId;

/** One trade in a list: its status and clock, then each team with what it gives in short. */
export function TradeRow({
  leagueId,
  trade,
  myTeamId,
  leagueTeams,
  logoBaseUrl,
  now,
}: {
  leagueId: number;
  trade: TradeSummary;
  myTeamId: number | null;
  leagueTeams: readonly TeamSummary[];
  logoBaseUrl: string | null;
  now: number;
}) {
  const clock = tradeClock(trade);
  const timeZone = useLeagueTimeZone(leagueId);
  const waiting = waitsFor(trade, myTeamId);
  return (
    <Paper
      component={Link}
      to={`/league/${leagueId}/trades/${trade.id}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.row}
      data-waiting={waiting || undefined}
      aria-label={`Trade ${trade.sides.map((s) => s.team.name).join(' and ')}${waiting ? ', waiting for you' : ''}`}
    >
      <Stack gap={8}>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <TradeStatusBadge status={trade.status} />
            {waiting && <Badge variant="filled">Waiting for you</Badge>}
          </Group>
          <Text size="xs" c="dimmed">
            {clock
              ? `${clock.label} ${timeLeftWords(now, clock.endsAt)}`
              : timeZone && <LeagueTime at={trade.completedAt ?? trade.createdAt} timeZone={timeZone} />}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {trade.sides.map((side) => (
            <Stack key={side.team.id} gap={2} miw={0}>
              <TeamMark team={side.team} leagueTeams={leagueTeams} logoBaseUrl={logoBaseUrl} suffix="gives" />
              <Text size="sm" c="dimmed" pl={36}>
                {sideInShort(side)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
