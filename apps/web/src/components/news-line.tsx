import { Anchor, Text } from '@mantine/core';
import { describeNews, formatLeagueDate, type LeagueNewsItem, NEWS_CATEGORY_LABELS } from '@rinkside/domain';
import { Link } from 'react-router';

interface NewsLineProps {
  item: LeagueNewsItem;
  leagueId: number;
  /** The league's time zone; the date waits until it is known. */
  timeZone: string | undefined;
  /** Named where items of several leagues are listed together. */
  leagueName?: string;
}

/** One news item as a list row: its line of text, linking where it leads, then its date and category. */
export function NewsLine({ item, leagueId, timeZone, leagueName }: NewsLineProps) {
  const { href } = describeNews(item, `/league/${leagueId}`);
  const details = [
    timeZone ? formatLeagueDate(item.createdAt, timeZone) : null,
    NEWS_CATEGORY_LABELS[item.category],
    leagueName ?? null,
  ].filter((part): part is string => part !== null);
  return (
    <li>
      {href ? (
        <Anchor component={Link} to={href} size="sm" fw={600} c="var(--mantine-color-text)" underline="hover">
          {item.text}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {item.text}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {details.join(' · ')}
      </Text>
    </li>
  );
}
