import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';

/**
 * The header's bell: the count of unread notifications that need action (news never raises it,
 * docs/decisions/081), and the list in a popover. A failed count shows no badge.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useNotifications('action').data?.pages[0]?.needsAction ?? 0;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="goal"
      disabled={unread === 0}
      offset={4}
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        radius="md"
        trapFocus
      >
        {/* The target gets the popover's aria-expanded and aria-controls: the button itself. */}
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={`Notifications${unread > 0 ? `, ${unread} unread` : ''}`}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationList onNavigate={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
