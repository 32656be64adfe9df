import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Whole-page renders with Mantine are slow in jsdom, slower still on a busy machine: wait longer
// before calling a test failed, rather than flaking.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });

// Mantine in jsdom: the browser APIs jsdom lacks (Mantine's own testing guide).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
