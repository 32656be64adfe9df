import {
  formatGameDate,
  formatGameDay,
  formatLeagueDate,
  formatLeagueDateTime,
  formatViewerTime,
  ownTimeZone,
} from '@rinkside/domain';

/** How a league instant reads: its day, its day and time, or as a game card or the game viewer write it. */
export type LeagueTimeStyle = 'date' | 'shortDate' | 'dateTime' | 'shortDateTime' | 'gameCard' | 'gameDay';

const FORMATS: Record<LeagueTimeStyle, (at: string, timeZone: string) => string> = {
  date: (at, zone) => formatLeagueDate(at, zone),
  shortDate: (at, zone) => formatLeagueDate(at, zone, { withYear: false }),
  dateTime: (at, zone) => formatLeagueDateTime(at, zone),
  shortDateTime: (at, zone) => formatLeagueDateTime(at, zone, { withYear: false }),
  gameCard: formatGameDate,
  gameDay: formatGameDay,
};

/**
 * A league date (docs/decisions/079): written in the league's time zone, with the viewer's own time on
 * hover (or a long press) and the instant in `dateTime` for assistive tools.
 */
export function LeagueTime({
  at,
  timeZone,
  style = 'date',
}: {
  at: string;
  timeZone: string;
  style?: LeagueTimeStyle;
}) {
  return (
    <time dateTime={at} title={`Your time: ${formatViewerTime(at, ownTimeZone())}`}>
      {FORMATS[style](at, timeZone)}
    </time>
  );
}
