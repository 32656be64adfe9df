import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { deskFixHref, type DeskResponse } from '@rinkside/domain';
import { IconAlertCircle, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useFixLineup } from '../api/fix-lineup';
import { blockingProblems, formatStart, matchup } from '../desk-format';
import { ReadinessBadge } from './readiness-badge';

const PROBLEM_ICON_SIZE = 16;
// A problem that wraps to two or three lines on a phone keeps its icon beside its first line, not the middle.
const PROBLEM_LIST_STYLES = {
  itemWrapper: { alignItems: 'flex-start' },
  itemIcon: { display: 'flex', marginTop: `calc((var(--list-lh) * 1em - ${PROBLEM_ICON_SIZE}px) / 2)` },
} as const;

const FIX_LINK_TEXT = { lines: 'Open Lines', 'depth-chart': 'Open Depth Chart', auto: 'Open Lines' } as const;

/** The next game and whether the saved lineup is ready for it: each problem with its fix. */
export function NextGameCard({ desk, timeZone }: { desk: DeskResponse; timeZone: string | undefined }) {
  const fix = useFixLineup(desk.leagueId);
  const game = desk.nextGame;
  const team = desk.team;
  const problems = blockingProblems(desk);
  const notes = (desk.readiness?.problems ?? []).filter((p) => p.severity === 'note');
  const fixable = problems.some((p) => p.fix === 'auto');

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="desk-next-game"
    >
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} fz="md" id="desk-next-game">
          Next Game
        </Title>
        <ReadinessBadge desk={desk} />
      </Group>
      {!game || !team ? (
        <Text c="dimmed" size="sm">
          No games scheduled. The desk checks your lineup once the next game is on the schedule.
        </Text>
      ) : (
        <Stack gap="sm">
          <div>
            <Text fw={700} fz="lg">
              {matchup(game)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatStart(game, timeZone)}
              {game.gameType === 'playoff' ? ' · Playoffs' : ''}
            </Text>
          </div>
          {problems.length === 0 ? (
            <Text size="sm" c="var(--mantine-color-green-text)" fw={600}>
              Your lineup is ready for this game.
            </Text>
          ) : (
            <List
              size="sm"
              spacing={6}
              aria-label="Lineup problems"
              icon={
                <IconAlertCircle size={PROBLEM_ICON_SIZE} color="var(--mantine-color-red-7)" aria-hidden />
              }
              styles={PROBLEM_LIST_STYLES}
            >
              {problems.map((p) => (
                <List.Item key={`${p.code}-${p.slot ?? ''}`}>
                  {p.message}{' '}
                  {p.fix !== 'auto' && (
                    <Anchor
                      component={Link}
                      to={deskFixHref(desk.leagueId, team.teamId, p.fix)}
                      size="sm"
                      underline="always"
                    >
                      {FIX_LINK_TEXT[p.fix]}
                    </Anchor>
                  )}
                </List.Item>
              ))}
            </List>
          )}
          {fix.isError && (
            <Alert color="red" title="Could not fix the lineup" icon={<IconAlertCircle size={18} />}>
              {errorMessage(fix.error, 'The lineup could not be fixed. Please try again.')}
            </Alert>
          )}
          {problems.length > 0 && (
            <Group gap="sm">
              {fixable && (
                <Button
                  leftSection={<IconTool size={16} aria-hidden />}
                  loading={fix.isPending}
                  onClick={() =>
                    fix.mutate(undefined, {
                      onSuccess: ({ replaced }) =>
                        notifySuccess(
                          `${replaced.length === 1 ? '1 place' : `${replaced.length} places`} filled with healthy players; the rest of your lines are unchanged.`,
                          'Lineup fixed',
                        ),
                    })
                  }
                >
                  Fix lineup
                </Button>
              )}
              <Button
                variant="default"
                component={Link}
                to={deskFixHref(desk.leagueId, team.teamId, 'lines')}
              >
                Edit lines
              </Button>
            </Group>
          )}
          {notes.length > 0 && (
            <Stack gap={4}>
              {notes.map((n) => (
                <Text key={`${n.code}-${n.slot ?? ''}`} size="xs" c="dimmed">
                  {n.message}{' '}
                  <Anchor
                    component={Link}
                    to={deskFixHref(desk.leagueId, team.teamId, n.fix)}
                    size="xs"
                    underline="always"
                  >
                    {FIX_LINK_TEXT[n.fix]}
                  </Anchor>
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
