// The instant a wall-clock day and time happen in a zone is the domain's rule (`zonedInstant`), which the
// free-agency and draft calendars use too; the server's schedules name it by what they do with it.
export { zonedInstant as zonedTimeToUtc } from '@rinkside/domain';
