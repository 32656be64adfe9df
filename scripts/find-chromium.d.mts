// Types for find-chromium.mjs, which stays plain JavaScript so `npm test` runs it without a TypeScript loader.
export type ChromiumFound = { path: string; source: string } | { path: null; reason: string };

export interface FindChromiumOptions {
  env?: Record<string, string | undefined>;
  systemBrowsers?: readonly string[];
  platform?: string;
  arch?: string;
  isExecutable?: (path: string) => boolean;
  bundled?: () => Promise<string>;
}

export const SYSTEM_BROWSERS: readonly string[];
export const BUNDLED_PACKAGE: string;
export function findChromium(options?: FindChromiumOptions): Promise<ChromiumFound>;
export function describeChromium(found: ChromiumFound): string;
