import { useMediaQuery } from '@mantine/hooks';

/** Narrower than Mantine's `sm` breakpoint (48em), where `visibleFrom="sm"` hides and `hiddenFrom="sm"` shows. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export const isPhoneWidth = (): boolean => window.matchMedia(PHONE_QUERY).matches;

/**
 * Whether the window is phone-wide, known in the first render (no render as a desktop first): a part a
 * phone never shows is then not rendered at all, rather than rendered and hidden by CSS.
 */
export function useIsPhoneWidth(): boolean {
  return useMediaQuery(PHONE_QUERY, isPhoneWidth(), { getInitialValueInEffect: false });
}
