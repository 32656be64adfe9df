import { Button, Flex, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { LeagueImportResponse } from '@rinkside/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { leagueQueryOptions } from '../../../lib/league-query';
import { ImportWarningsList } from '../components/import-warnings-list';

interface ImportedLeagueProps {
  result: LeagueImportResponse;
  onImportAnother: () => void;
}

/** The import's answer: the new league, named and linked, and what could not be carried into it. */
export function ImportedLeague({ result, onImportAnother }: ImportedLeagueProps) {
  const league = useQuery(leagueQueryOptions(result.id));
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: reading continues at the result.
  useEffect(() => heading.current?.focus(), []);

  const name = league.data?.name;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="imported">
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size="lg" radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="xl" id="imported" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              League imported
            </Title>
            {league.isPending ? (
              <Skeleton height={20} width={220} aria-label="Loading the new league" />
            ) : (
              <Text size="sm">
                {league.data ? (
                  <>
                    <strong>{league.data.name}</strong>, {league.data.teams.length} teams.{' '}
                  </>
                ) : (
                  'The new league is ready. '
                )}
                You are its commissioner: invite its GMs from Commissioner Tools.
              </Text>
            )}
          </Stack>
        </Group>
        <ImportWarningsList warnings={result.warnings} />
        {/* On a phone, full width with the league first; side by side from the xs breakpoint. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onImportAnother}>
            Import another file
          </Button>
          <Button component={Link} to={`/league/${result.id}`}>
            {name ? `Open ${name}` : 'Open the league'}
          </Button>
        </Flex>
      </Stack>
    </Paper>
  );
}
