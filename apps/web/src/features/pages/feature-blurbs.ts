import {
  IconBell,
  IconBook,
  IconChartBar,
  IconCode,
  IconCoin,
  IconShieldLock,
  type Icon,
} from '@tabler/icons-react';

export interface FeatureBlurb {
  title: string;
  description: string;
  icon: Icon;
}

/** SPEC §2 header FEATURES dropdown: six blurbs, also shown on the landing page. */
export const FEATURE_BLURBS: readonly FeatureBlurb[] = [
  {
    title: 'Open source',
    description: 'The whole game, from the simulation engine to this page, is open code anyone can read.',
    icon: IconCode,
  },
  {
    title: 'Free for everyone',
    description: 'No subscriptions and no paid advantages. Every GM plays with the same tools.',
    icon: IconCoin,
  },
  {
    title: 'Documentation',
    description: 'A how-to guide walks you from your first league to reading a box score.',
    icon: IconBook,
  },
  {
    title: 'Security',
    description: 'Verified e-mail accounts, hashed passwords and sessions kept in secure cookies.',
    icon: IconShieldLock,
  },
  {
    title: 'Analytics',
    description: 'Standings, skater and goalie leaderboards, box scores and play-by-play for every game.',
    icon: IconChartBar,
  },
  {
    title: 'Notifications',
    description: 'Messages from other GMs land in your inbox, with an unread count in the header.',
    icon: IconBell,
  },
];
