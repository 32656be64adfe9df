import { Group, Paper, Title, useComputedColorScheme } from '@mantine/core';
import { type Championship, contrastRatio, readableTextOn } from '@rinkside/domain';

// The card behind the banners in each scheme (Mantine's body colours), and a neutral 3:1 off it for the
// rod and for the edge of a banner whose colours would melt into the card (as the crests do, decision 016).
const CARD: Record<'light' | 'dark', string> = { light: '#ffffff', dark: '#242424' };
const NEUTRAL: Record<'light' | 'dark', string> = { light: '#6b7280', dark: '#c1c7cf' };
const MIN_EDGE_CONTRAST = 1.6;

// A banner hanging from its rod, its foot cut in a swallowtail: 80 × 120.
const BODY = 'M8 7H72V114L40 98L8 114Z';
const TRIM = 'M13 12H67V106.5L40 93L13 106.5Z';
// A cup: bowl, stem and base.
const CUP = 'M31 22H49V28C49 34 45 38 40 38C35 38 31 34 31 28ZM38 38H42V44H38ZM34 44H46V47H34Z';
const HANDLES = 'M31 25H27C27 31 30 33 32 33M49 25H53C53 31 50 33 48 33';

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
      width={64}
      height={96}
      role="img"
      aria-label={`${label} Cup champions`}
      data-banner={label}
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect x="2" y="2" width="76" height="5" rx="2.5" fill={NEUTRAL[scheme]} />
      <path d={BODY} fill={primary} stroke={edge ? NEUTRAL[scheme] : 'none'} strokeWidth="1.5" />
      <path d={TRIM} fill="none" stroke={secondary} strokeWidth="2.5" strokeLinejoin="round" />
      <path d={CUP} fill={ink} />
      <path d={HANDLES} fill="none" stroke={ink} strokeWidth="2.2" strokeLinecap="round" />
      <text
        x="40"
        y="62"
        textAnchor="middle"
        fontSize="7.5"
        fontWeight="700"
        letterSpacing="0.8"
        fill={ink}
        fontFamily="inherit"
      >
        CHAMPIONS
      </text>
      <text
        x="40"
        y="79"
        textAnchor="middle"
        fontSize="13"
        fontWeight="800"
        fill={ink}
        fontFamily="inherit"
        textLength="48"
        lengthAdjust="spacingAndGlyphs"
      >
        {label}
      </text>
    </svg>
  );
}

/** The team's Cups as banners, oldest first; nothing at all for a team that has not won one. */
export function ChampionshipBanners({
  championships,
  colors,
}: {
  championships: readonly Championship[];
  colors: readonly [string, string];
}) {
  if (championships.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="banners">
      <Title order={2} fz="lg" mb="sm" id="banners">
        Championships
      </Title>
      <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {championships.map((c) => (
          <li key={c.seasonId}>
            <ChampionshipBanner label={c.label} colors={colors} />
          </li>
        ))}
      </Group>
    </Paper>
  );
}
