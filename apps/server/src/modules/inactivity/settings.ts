import {
  DEFAULT_INACTIVITY_SETTINGS,
  type InactivitySettings,
  inactivitySettingsSchema,
} from '@rinkside/domain';

/** A league's stored inactivity settings; null or unreadable JSON gives the defaults. */
export function inactivitySettingsOf(stored: string | null): InactivitySettings {
  if (stored === null) return DEFAULT_INACTIVITY_SETTINGS;
  try {
    const parsed = inactivitySettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_INACTIVITY_SETTINGS;
  } catch {
    return DEFAULT_INACTIVITY_SETTINGS;
  }
}
