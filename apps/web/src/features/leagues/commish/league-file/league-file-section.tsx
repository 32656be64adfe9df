import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { API_BASE } from '../../../../lib/http';
import { SectionCard } from '../../components/section-card';
import { ImportOrigin } from './import-origin';

/**
 * Commissioner Tools → the league file (issue 32): the whole league in one file, a backup or a move to
 * another host. A plain link: the browser sends the session cookie and saves the server's attachment. A
 * league that was itself imported also says what its import did not carry.
 */
export function LeagueFileSection({ leagueId }: { leagueId: number }) {
  return (
    <SectionCard title="League file">
      <Stack gap="sm">
        <Text size="sm">
          One compressed file of the whole league: its settings and calendar, teams, every player with his
          ratings, contract and stats, draft picks, past seasons, playoffs, awards, trades, news and every
          game played. GMs&apos; accounts are not in it.
        </Text>
        <Text size="sm" c="dimmed">
          Keep it as a backup, or import it into a new league, here or on another Rinkside host, from Create
          League → Import a league file.
        </Text>
        <Group>
          <Button
            component="a"
            href={`${API_BASE}/league/${leagueId}/export`}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Download league file
          </Button>
        </Group>
        <ImportOrigin leagueId={leagueId} />
      </Stack>
    </SectionCard>
  );
}
