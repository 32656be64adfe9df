import { Box, useComputedColorScheme } from '@mantine/core';
import { useState } from 'react';

interface TeamLogoProps {
  /** The league's asset host (league.logoBaseUrl). */
  baseUrl: string;
  abbreviation: string;
  /** Primary and secondary colours: the monogram badge when no image loads. */
  colors: readonly [string, string];
  size?: number;
}

/**
 * A team's logo from the league asset host by abbreviation (`_light.svg`, or `_dark.svg` in dark mode).
 * When the image does not load, a monogram badge in the team's colours takes its place.
 */
export function TeamLogo({ baseUrl, abbreviation, colors, size = 40 }: TeamLogoProps) {
  const scheme = useComputedColorScheme('light');
  const src = `${baseUrl.replace(/\/$/, '')}/${abbreviation}_${scheme}.svg`;
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';

  // The monogram shows while the image loads (a slow or unreachable host never leaves a blank).
  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      {status !== 'loaded' && <TeamMonogram abbreviation={abbreviation} colors={colors} size={size} />}
      {status !== 'failed' && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          style={{
            objectFit: 'contain',
            display: 'block',
            position: 'absolute',
            inset: 0,
            opacity: status === 'loaded' ? 1 : 0,
          }}
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'failed' })}
        />
      )}
    </Box>
  );
}

/** A round badge with the abbreviation in the team's colours (primary fill, secondary ring). */
export function TeamMonogram({
  abbreviation,
  colors,
  size = 40,
}: Pick<TeamLogoProps, 'abbreviation' | 'colors' | 'size'>) {
  const [primary, secondary] = colors;
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{
        borderRadius: '50%',
        background: primary,
        boxShadow: `inset 0 0 0 ${Math.max(2, Math.round(size / 14))}px ${secondary}`,
        color: readableOn(primary),
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: size * (abbreviation.length > 2 ? 0.3 : 0.38),
        letterSpacing: '-0.02em',
        flexShrink: 0,
        userSelect: 'none',
      }}
    >
      {abbreviation}
    </Box>
  );
}

/** Black or white text, whichever reads better on a #rrggbb background. */
function readableOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => parseInt(c ?? '0', 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.55 ? '#111' : '#fff';
}
