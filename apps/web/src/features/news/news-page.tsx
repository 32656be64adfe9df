import { Button, Chip, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type NewsCategory } from '@rinkside/domain';
import { useState } from 'react';
import { NewsLine } from '../../components/news-line';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage, FETCH_FAILED_MESSAGE } from '../../lib/http';
import { useCurrentLeague } from '../../lib/league-query';
import { useLeagueTimeZone } from '../../lib/queries/get-league-clock';
import { useLeagueNews } from '../../lib/queries/get-league-news';
import { DiscussNewsButton } from './discuss-news-button';

const ALL = 'all';

/** SPEC issue 15: the league's news feed with a filter per category, a page at a time. */
export function NewsPage() {
  const { leagueId, data: league } = useCurrentLeague();
  // Its members talk on the board; a visitor reads it.
  const member = league !== undefined && (league.myTeamId !== null || league.isCommissioner);
  const timeZone = useLeagueTimeZone(leagueId);
  const [category, setCategory] = useState<NewsCategory | null>(null);
  const news = useLeagueNews(leagueId, category);
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        League News
      </Title>
      <Chip.Group
        multiple={false}
        value={category ?? ALL}
        onChange={(value) => setCategory(value === ALL ? null : (value as NewsCategory))}
      >
        <Group gap="xs" role="radiogroup" aria-label="Show news of">
          <Chip value={ALL} size="sm">
            All
          </Chip>
          {NEWS_CATEGORIES.map((c) => (
            <Chip key={c} value={c} size="sm">
              {NEWS_CATEGORY_LABELS[c]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {news.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading news">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={36} radius="sm" />
            ))}
          </Stack>
        ) : news.isError && !news.isFetchNextPageError ? (
          <QueryErrorAlert
            title="Failed to Load News"
            message={errorMessage(news.error, FETCH_FAILED_MESSAGE)}
            onRetry={() => void news.refetch()}
            retrying={news.isFetching}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" py="lg" ta="center">
            {category === null
              ? 'No news yet. Results, GM changes, injuries and milestones will appear here as the season is played.'
              : `No ${NEWS_CATEGORY_LABELS[category].toLowerCase()} news yet.`}
          </Text>
        ) : (
          <Stack gap="sm">
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="News">
              {items.map((item) => (
                <NewsLine
                  key={item.id}
                  item={item}
                  leagueId={leagueId}
                  timeZone={timeZone}
                  action={member ? <DiscussNewsButton leagueId={leagueId} newsId={item.id} /> : undefined}
                />
              ))}
            </Stack>
            {news.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="light"
                  loading={news.isFetchingNextPage}
                  onClick={() => void news.fetchNextPage()}
                >
                  Load more
                </Button>
              </Group>
            )}
            {news.isFetchNextPageError && (
              <Text size="sm" c="red" role="alert">
                {errorMessage(news.error, FETCH_FAILED_MESSAGE)}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
