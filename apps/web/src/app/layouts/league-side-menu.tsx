import { Badge, NavLink, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconHistory,
  IconTransfer,
  IconCalendar,
  IconClipboardList,
  IconCoin,
  IconSignature,
  IconChartBar,
  IconAward,
  IconMedal,
  IconDeviceTv,
  IconHome,
  IconListNumbers,
  IconReplaceUser,
  IconMessages,
  IconNews,
  IconShieldCheck,
  IconSitemap,
  IconUsers,
  IconUsersGroup,
  IconLayoutList,
  IconTrophy,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { useBoardUnread } from '../../features/board/api/get-board-channels';
import { usePrefetchOnIdle } from '../route-prefetch';
import {
  isItemActive,
  leagueMenuItems,
  menuModeForPath,
  modeTarget,
  teamMenuItems,
  type LeagueMenuMode,
} from './league-menu';

const ICONS: Record<string, Icon> = {
  Home: IconHome,
  News: IconNews,
  Board: IconMessages,
  Schedule: IconCalendar,
  Teams: IconUsersGroup,
  Standings: IconListNumbers,
  Stats: IconChartBar,
  'Commissioner Tools': IconShieldCheck,
  'League Log': IconHistory,
  Records: IconMedal,
  'Hall of Fame': IconAward,
  'Edit Roster': IconUsers,
  'Cap Sheet': IconCoin,
  'Re-sign Players': IconSignature,
  Transactions: IconArrowsExchange,
  Waivers: IconClipboardList,
  'Free Agents': IconUserPlus,
  Trades: IconTransfer,
  'Trading Block': IconReplaceUser,
  'Edit Lines': IconLayoutList,
  'Depth Chart': IconSitemap,
  'Game Center': IconDeviceTv,
};

interface LeagueSideMenuProps {
  leagueId: number;
  isCommissioner: boolean;
  myTeamId: number | null;
  myTeamName?: string;
  /** Called after a link or the toggle was used (closes the phone drawer). */
  onNavigate?: () => void;
}

/** SPEC §2 side menu: League/Team toggle, then the links of the selected mode. */
export function LeagueSideMenu({
  leagueId,
  isCommissioner,
  myTeamId,
  myTeamName,
  onNavigate,
}: LeagueSideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode = menuModeForPath(pathname);
  // The board's unread posts, kept fresh by the live stream (signed-in readers only: the board is theirs).
  const boardUnread = useBoardUnread(leagueId, useAuth().isLoggedIn && mode === 'league');
  const items =
    mode === 'league' ? leagueMenuItems(leagueId, isCommissioner) : teamMenuItems(leagueId, myTeamId);
  // The next screen is most likely one of these links: have their code ready before the click.
  usePrefetchOnIdle(items.map((item) => item.to));

  const switchMode = (next: string) => {
    void navigate(modeTarget(next as LeagueMenuMode, leagueId, myTeamId));
    onNavigate?.();
  };

  return (
    <Stack gap="xs" component="nav" aria-label={mode === 'league' ? 'League menu' : 'Team menu'}>
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={switchMode}
        aria-label="Menu mode"
        data={[
          { value: 'league', label: 'League' },
          { value: 'team', label: 'Team' },
        ]}
      />
      {mode === 'team' && (
        <Text size="xs" c="dimmed" px="xs" lineClamp={1}>
          {myTeamName ?? 'No team assigned'}
        </Text>
      )}
      <Stack gap={2}>
        {items.map((item) => {
          const ItemIcon = ICONS[item.label] ?? IconTrophy;
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={isItemActive(item, pathname)}
              aria-current={isItemActive(item, pathname) ? 'page' : undefined}
              leftSection={<ItemIcon size={18} stroke={1.6} aria-hidden />}
              rightSection={
                item.label === 'Board' && boardUnread > 0 ? (
                  <Badge size="sm" circle={boardUnread < 10} aria-label={`${boardUnread} unread`}>
                    {boardUnread}
                  </Badge>
                ) : undefined
              }
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
