import { Anchor, Text } from '@mantine/core';
import { describeNews, type LeagueNewsItem, NEWS_CATEGORY_LABELS } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LeagueTime } from './league-time';

interface NewsLineProps {
  item: LeagueNewsItem;
  leagueId: number;
  /** The league's time zone; the date waits until it is known. */
  timeZone: string | undefined;
  /** Named where items of several leagues are listed together. */
  leagueName?: string;
  /** Shown after the date and category, e.g. the board's "Discuss". */
  action?: ReactNode;
}

/** One news item as a list row: its line of text, linking where it leads, then its league date and category. */
export function NewsLine({ item, leagueId, timeZone, leagueName, action }: NewsLineProps) {
  const { href } = describeNews(item, `/league/${leagueId}`);
  const details = [NEWS_CATEGORY_LABELS[item.category], leagueName ?? null].filter(
    (part): part is string => part !== null,
  );
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
        {timeZone && (
          <>
            <LeagueTime at={item.leagueAt} timeZone={timeZone} />
            {' · '}
          </>
        )}
        {details.join(' · ')}
        {action && <> · {action}</>}
      </Text>
    </li>
  );
}
