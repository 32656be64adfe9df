import { Box, useComputedColorScheme } from '@mantine/core';
import { useState } from 'react';
import { TeamCrest, type TeamCrestProps } from './team-crest';

interface TeamLogoProps extends TeamCrestProps {
  /** The league's licensed-logo host (league.logoBaseUrl); none: the generated crest alone. */
  baseUrl?: string | null;
}

/**
 * A team's logo. By default its generated crest, with no request to any other host. When an operator
 * names a logo host (LOGO_BASE_URL), the image from it by abbreviation (`_light.svg`, or `_dark.svg` in
 * dark mode), with the crest showing while it loads and in its place when it does not.
 */
export function TeamLogo({ baseUrl, abbreviation, colors, size = 40 }: TeamLogoProps) {
  if (!baseUrl) return <TeamCrest abbreviation={abbreviation} colors={colors} size={size} />;
  return <HostedLogo baseUrl={baseUrl} abbreviation={abbreviation} colors={colors} size={size} />;
}

function HostedLogo({ baseUrl, abbreviation, colors, size = 40 }: TeamLogoProps & { baseUrl: string }) {
  const scheme = useComputedColorScheme('light');
  const src = `${baseUrl.replace(/\/$/, '')}/${abbreviation}_${scheme}.svg`;
  const [state, setState] = useState<{ src: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.src === src ? state.status : 'loading';

  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      {status !== 'loaded' && <TeamCrest abbreviation={abbreviation} colors={colors} size={size} />}
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
