import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type ColorScheme = 'light' | 'dark';

/**
 * Switches the colour scheme in place: the app follows the system scheme until the user picks one, so
 * emulating the system's preference is what a visitor with a dark phone sees, without a new session.
 */
export async function useColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

interface Running {
  playState: string;
  effect: { getComputedTiming(): { endTime?: number | string } } | null;
}

/**
 * Waits until the screen has its content: no loader, skeleton or busy region left, and every finite
 * animation (card entrances, transitions) finished, so contrast is measured on the colours that stay.
 */
export async function settle(page: Page): Promise<void> {
  const pending = page.locator(
    '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
  );
  await expect(pending).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .locator('html')
        .evaluate((root) =>
          root.ownerDocument
            .getAnimations()
            .every(
              (a: Running) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
            ),
        ),
    )
    .toBe(true);
}

/**
 * The serious and critical axe violations on the page as it stands, one readable block per rule:
 * the rule, where, and for contrast the colours and ratio axe measured. `only` limits the rules run.
 */
export async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (only ? axe.withRules(only) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.slice(0, 8).map((node) => {
        const why = (node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? '').trim();
        return `    ${node.target.join(' ')}\n      ${why}`;
      });
      const more = v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : [];
      return [`  ${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.help}`, ...nodes, ...more].join('\n');
    });
}
