import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCapHit, seasonName, type CapSheetResponse } from '@rinkside/domain';
import classes from './commitments-chart.module.css';

/**
 * Money committed in each of the next five seasons against that season's cap, one bar a season. The
 * figures are the bars' own text, so a screen reader reads the chart as a list.
 */
export function CommitmentsChart({ seasons }: { seasons: CapSheetResponse['seasons'] }) {
  const top = Math.max(...seasons.map((s) => Math.max(s.committed, s.upperLimit)), 1);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md">
        Committed by season
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Every contract in full, minor leaguers and signed re-signings included
      </Text>
      <Stack gap={8} component="ul" className={classes.list}>
        {seasons.map((season) => {
          const over = season.committed > season.upperLimit;
          return (
            <li key={season.startYear}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" w={64} fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {seasonName(season.startYear)}
                </Text>
                <Box className={classes.track} aria-hidden>
                  <div
                    className={over ? `${classes.bar} ${classes.over}` : classes.bar}
                    style={{ width: `${(season.committed / top) * 100}%` }}
                  />
                  <div className={classes.cap} style={{ left: `${(season.upperLimit / top) * 100}%` }} />
                </Box>
                <Text size="sm" w={{ base: 110, sm: 150 }} ta="right">
                  {formatCapHit(season.committed)}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    of {formatCapHit(season.upperLimit)}
                  </Text>
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
