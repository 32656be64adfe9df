import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks a page, and checks
 * that the user can see where the focus is. Fails if the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    const focused = await target
      .evaluate((element) => element === element.ownerDocument.activeElement, undefined, { timeout: 1000 })
      .catch(() => false);
    if (focused) {
      const ring = () =>
        target.evaluate((element) => {
          const document = element.ownerDocument;
          const view = document.defaultView;
          if (!view || !element.matches(':focus-visible')) return false;
          const style = view.getComputedStyle(element);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
          if (style.boxShadow !== 'none') return true;
          // Text fields show focus as a border in the primary colour, not a ring.
          const probe = document.createElement('span');
          probe.style.color = 'var(--mantine-primary-color-filled)';
          document.body.append(probe);
          const primary = view.getComputedStyle(probe).color;
          probe.remove();
          return style.borderTopColor === primary;
        });
      // Polled: a field's border colour eases in over a few frames.
      await expect.poll(ring, { message: `${String(target)} shows where the focus is` }).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${String(target)} never took the focus in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`,
  );
}
