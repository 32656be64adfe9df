import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { NewsLine } from '../../../components/news-line';
import { useLeagueId } from '../../../lib/league-query';
import { useLeagueTimeZone } from '../../../lib/queries/get-league-clock';
import { useLatestNews } from '../../../lib/queries/get-league-news';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';

export const NEWS_SHOWN = 6;

/** League home's news: the league's latest events (results with their story, GM changes, injuries, milestones...). */
export function LatestNews() {
  const leagueId = useLeagueId();
  const timeZone = useLeagueTimeZone(leagueId);
  const news = useLatestNews(leagueId, NEWS_SHOWN);
  return (
    <SectionCard
      title="Latest News"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/news`} size="sm">
          All news
        </Anchor>
      }
    >
      <QueryBody query={news} errorTitle="Failed to Load News">
        {() => {
          const items = news.data ?? [];
          if (items.length === 0)
            return <EmptyText>No news yet. Results, GM changes and milestones will appear here.</EmptyText>;
          return (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <NewsLine key={item.id} item={item} leagueId={leagueId} timeZone={timeZone} />
              ))}
            </Stack>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
