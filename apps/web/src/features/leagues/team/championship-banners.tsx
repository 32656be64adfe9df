import { Group, useComputedColorScheme } from '@mantine/core';
import { type Championship, contrastRatio, readableTextOn } from '@rinkside/domain';

// The card behind the banners in each scheme (Mantine's body colours), and a neutral 3:1 off it for the
// rod and for the edge of a banner whose colours would melt into the card (as the crests do, decision 016).
const CARD: Record<'light' | 'dark', string> = { light: '#ffffff', dark: '#242424' };
const NEUTRAL: Record<'light' | 'dark', string> = { light: '#6b7280', dark: '#c1c7cf' };
const MIN_EDGE_CONTRAST = 1.6;

// A banner hanging from its rod, its foot cut in a swallowtail: 80 × 120.
const BODY = 'M8 7H72V114L40 98L8 114Z';
const TRIM = 'M13 12H67V106.5L40 93L13 106.5Z';
// A cup: bowl, handles, stem and base.
const CUP = 'M30 22H50V30C50 37 46 41 40 41C34 41 30 37 30 30ZM37.5 41H42.5V48H37.5ZM33 48H47V52H33Z';
const HANDLES = 'M30 25H25.5C25.5 32 28.5 35 31 35M50 25H54.5C54.5 32 51.5 35 49 35';

interface BannerProps {
  label: string;
  colors: readonly [string, string];
}

/** One Cup: a banner in the team's colours with the season it was won. */
export function ChampionshipBanner({ label, colors }: BannerProps) {
  const scheme = useComputedColorScheme('light');
  const [primary, secondary] = colors;
  const ink = readableTextOn(primary);
  const edge =
    contrastRatio(primary, CARD[scheme]) < MIN_EDGE_CONTRAST &&
    contrastRatio(secondary, CARD[scheme]) < MIN_EDGE_CONTRAST;
  return (
    <svg
      viewBox="0 0 80 120"
      width={72}
      height={108}
      role="img"
      aria-label={`${label} Cup champions`}
      data-banner={label}
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect x="2" y="2" width="76" height="5" rx="2.5" fill={NEUTRAL[scheme]} />
      <path d={BODY} fill={primary} stroke={edge ? NEUTRAL[scheme] : 'none'} strokeWidth="1.5" />
      <path d={TRIM} fill="none" stroke={secondary} strokeWidth="2.5" strokeLinejoin="round" />
      <path d={CUP} fill={ink} />
      <path d={HANDLES} fill="none" stroke={ink} strokeWidth="2.4" strokeLinecap="round" />
      <text
        x="40"
        y="75"
        textAnchor="middle"
        fontSize="13.5"
        fontWeight="800"
        fill={ink}
        fontFamily="inherit"
        textLength="50"
        lengthAdjust="spacingAndGlyphs"
      >
        {label}
      </text>
    </svg>
  );
}

/** The team's Cups as banners, oldest first, for its page's header; nothing for a team without one. */
export function ChampionshipBanners({
  championships,
  colors,
}: {
  championships: readonly Championship[];
  colors: readonly [string, string];
}) {
  if (championships.length === 0) return null;
  return (
    <Group component="ul" aria-label="Championships" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {championships.map((c) => (
        <li key={c.seasonId} title={`${c.label} Cup champions`}>
          <ChampionshipBanner label={c.label} colors={colors} />
        </li>
      ))}
    </Group>
  );
}
