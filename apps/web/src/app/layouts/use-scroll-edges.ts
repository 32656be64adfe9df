import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** There is more to see before the visible part. */
  moreStart: boolean;
  /** There is more to see after it. */
  moreEnd: boolean;
}

// A pixel of slack: fractional scroll positions on zoomed or high-density screens never quite reach the end.
const SLACK = 1;

/** Whether a horizontally scrolling element has more content either side, kept up to date. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ moreStart: false, moreEnd: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const moreStart = element.scrollLeft > SLACK;
    const moreEnd = element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK;
    setEdges((previous) =>
      previous.moreStart === moreStart && previous.moreEnd === moreEnd ? previous : { moreStart, moreEnd },
    );
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    // The strip's width follows the window; its content follows the league's teams. A ResizeObserver
    // reports once as soon as it observes, after the browser's own layout: measuring here as well would
    // force a layout of the whole page in the middle of the league's first render.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (!resize) measure();
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, measure, contentKey]);

  return edges;
}
