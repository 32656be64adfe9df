import { Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { NewsLine } from '../../../components/news-line';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../../lib/http';
import { useUserNews } from '../api/get-user-news';

/** SPEC §2 'Recent Activity': the latest events of the user's leagues, each naming its league. */
export function RecentActivity() {
  const news = useUserNews();
  return (
    <Stack gap="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} fz="xl" id="recent-activity-title">
        Recent Activity
      </Title>
      <Paper withBorder radius="lg" p="lg">
        {news.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading activity">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} radius="sm" />
            ))}
          </Stack>
        ) : news.isError ? (
          <QueryErrorAlert
            title="Failed to Load Activity"
            message={errorMessage(news.error, FETCH_FAILED_MESSAGE)}
            onRetry={() => void news.refetch()}
            retrying={news.isFetching}
          />
        ) : news.data.items.length === 0 ? (
          <Stack align="center" ta="center" gap="xs" py="lg">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconActivity size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>No activity yet</Text>
            <Text size="sm" c="dimmed" maw={260}>
              Games, GM changes and milestones from your leagues will show up here.
            </Text>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Recent activity"
          >
            {news.data.items.map((item) => (
              <NewsLine
                key={item.id}
                item={item}
                leagueId={item.leagueId}
                leagueName={item.leagueName}
                timeZone={item.timeZone}
              />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
