import {
  DEFAULT_PLAYOFF_SETTINGS,
  type PlayoffSettings,
  playoffSettingsSchema,
  storedSettingsReader,
} from '@rinkside/domain';

/** A league's stored playoff settings; null gives the defaults, unreadable ones a StoredSettingsError. */
export const playoffSettingsOf = storedSettingsReader<PlayoffSettings>({
  area: 'playoff',
  schema: playoffSettingsSchema,
  defaults: DEFAULT_PLAYOFF_SETTINGS,
  overDefaults: false,
});
