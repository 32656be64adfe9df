import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import type { Notification, NotificationClass } from '@rinkside/domain';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationTabItems } from './notification-tab-items';
import classes from './notifications.module.css';

interface NotificationListProps {
  /** An item was opened (the list closes). */
  onNavigate: () => void;
}

/**
 * The bell's list in two tabs (docs/decisions/081): what needs action, which the bell counts, and news,
 * which it never counts; 'Mark all read' marks both.
 */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const [tab, setTab] = useState<NotificationClass>('action');
  const first = useNotifications('action').data?.pages[0];
  const unread = first?.unread ?? 0;
  const needsAction = first?.needsAction ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        {/* Opening the list focuses its title, not 'Mark all read' (a stray Enter would mark them all). */}
        <Text fw={700} size="sm" component="h2" m={0} tabIndex={-1} data-autofocus className={classes.title}>
          Notifications
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setTab(value === 'news' ? 'news' : 'action')}>
        <Tabs.List grow>
          <Tabs.Tab value="action">
            {needsAction > 0 ? `Needs action (${needsAction})` : 'Needs action'}
          </Tabs.Tab>
          <Tabs.Tab value="news">News</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="action">
          <NotificationTabItems tab="action" onOpen={open} />
        </Tabs.Panel>
        <Tabs.Panel value="news">
          <NotificationTabItems tab="news" onOpen={open} />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" px="md" py={6} className={classes.footer}>
        <Button
          component={Link}
          to="/settings/notifications"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconSettings size={14} aria-hidden />}
          onClick={onNavigate}
        >
          Settings
        </Button>
      </Group>
    </Stack>
  );
}
