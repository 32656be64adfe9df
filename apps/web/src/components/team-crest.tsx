import { useComputedColorScheme } from '@mantine/core';
import { crestDataUrl } from '@rinkside/domain';
import { useMemo } from 'react';

export interface TeamCrestProps {
  abbreviation: string;
  /** Primary and secondary colours, as #rrggbb. */
  colors: readonly [string, string];
  size?: number;
}

/**
 * The team's generated crest (docs/decisions/016), drawn in the browser: a `data:` URL costs no request,
 * and as an <img> it cannot run script whatever a team is called. Decorative: the link or heading around
 * it names the team.
 */
export function TeamCrest({ abbreviation, colors, size = 40 }: TeamCrestProps) {
  const scheme = useComputedColorScheme('light');
  const [primary, secondary] = colors;
  const src = useMemo(
    () => crestDataUrl({ abbreviation, colors: [primary, secondary] }, scheme),
    [abbreviation, primary, secondary, scheme],
  );
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      data-crest={abbreviation}
      style={{ display: 'block', flexShrink: 0 }}
    />
  );
}
