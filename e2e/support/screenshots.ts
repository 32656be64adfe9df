import type { Page } from '@playwright/test';
import { settle, useColorScheme } from './axe';

/**
 * When the folder is given (each spec reads its own variable, e.g. ROSTER_SHOTS), a full-page screenshot of
 * the page at phone and desktop width, light and dark, as `<name>-<width>-<scheme>.png`; the page is left
 * at desktop width, light.
 */
export async function shootScreens(page: Page, folder: string | undefined, name: string): Promise<void> {
  if (!folder) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await useColorScheme(page, scheme);
      await settle(page);
      await page.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await useColorScheme(page, 'light');
}
