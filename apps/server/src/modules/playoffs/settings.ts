import { DEFAULT_PLAYOFF_SETTINGS, type PlayoffSettings, playoffSettingsSchema } from '@rinkside/domain';

/** A league's stored playoff settings; null or unreadable JSON gives the defaults. */
export function playoffSettingsOf(stored: string | null): PlayoffSettings {
  if (stored === null) return DEFAULT_PLAYOFF_SETTINGS;
  const parsed = playoffSettingsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : DEFAULT_PLAYOFF_SETTINGS;
}
