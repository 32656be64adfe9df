import { formatLeagueDateTime, ownTimeZone } from '@rinkside/domain';

/** When a post was written: talk happens on the wall clock (decision 087), shown in the reader's own zone. */
export function BoardTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatLeagueDateTime(at, ownTimeZone(), { withYear: false })}</time>;
}
