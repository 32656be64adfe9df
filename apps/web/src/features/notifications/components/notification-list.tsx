import { Alert, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { Notification } from '@rinkside/domain';
import { IconBellOff, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

interface NotificationListProps {
  /** An item was opened (the list closes). */
  onNavigate: () => void;
}

/** The bell's list: newest first, unread marked, 'Mark all read', older pages on demand. */
export function NotificationList({ onNavigate }: NotificationListProps) {
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.pages[0]?.unread ?? 0;
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const now = new Date();

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
      {query.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" m="sm" title="Could not load your notifications">
          <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : notifications.length === 0 ? (
        <Stack align="center" gap={4} py="lg" px="md">
          <IconBellOff size={24} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            Nothing yet. Results, injuries and news of your applications will show here.
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <ul className={classes.list} aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Center py="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Show older
              </Button>
            </Center>
          ) : null}
        </ScrollArea.Autosize>
      )}
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
