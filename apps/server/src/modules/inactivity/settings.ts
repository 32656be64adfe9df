import {
  DEFAULT_INACTIVITY_SETTINGS,
  type InactivitySettings,
  inactivitySettingsSchema,
  storedSettingsReader,
} from '@rinkside/domain';

/** A league's stored inactivity settings; null gives the defaults, unreadable ones a StoredSettingsError. */
export const inactivitySettingsOf = storedSettingsReader<InactivitySettings>({
  area: 'inactivity',
  schema: inactivitySettingsSchema,
  defaults: DEFAULT_INACTIVITY_SETTINGS,
  overDefaults: false,
});
