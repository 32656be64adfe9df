import { Alert, Button, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { Notification, NotificationClass } from '@rinkside/domain';
import { IconBellOff } from '@tabler/icons-react';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

const EMPTY: Record<NotificationClass, string> = {
  action: 'Nothing waits for you. Trade offers, your draft pick, lineup warnings and applications show here.',
  news: 'No news yet. Your team’s results and moves show here; choose what comes in Settings.',
};

const LIST_NAME: Record<NotificationClass, string> = {
  action: 'Notifications that need action',
  news: 'News notifications',
};

interface NotificationTabItemsProps {
  tab: NotificationClass;
  /** An item was opened. */
  onOpen: (notification: Notification) => void;
}

/** One tab of the bell's list: newest first, unread marked, older pages on demand. */
export function NotificationTabItems({ tab, onOpen }: NotificationTabItemsProps) {
  const query = useNotifications(tab);
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const now = new Date();

  if (query.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading notifications" />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" m="sm" title="Could not load your notifications">
        <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (notifications.length === 0)
    return (
      <Stack align="center" gap={4} py="lg" px="md">
        <IconBellOff size={24} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed" ta="center">
          {EMPTY[tab]}
        </Text>
      </Stack>
    );
  return (
    <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
      <ul className={classes.list} aria-label={LIST_NAME[tab]}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
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
  );
}
