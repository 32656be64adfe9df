import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { describeNotification, formatRelativeDate, type Notification } from '@rinkside/domain';
import { Link } from 'react-router';
import classes from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  /** Opening it: marks it read (if unread) and closes the list. */
  onOpen: (notification: Notification) => void;
}

/** One notification: its line of text and when, unread ones marked; it links where it leads. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { text, href } = describeNotification(notification);
  const unread = notification.readAt === null;
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        className={classes.dot}
        data-unread={unread || undefined}
        aria-label={unread ? 'Unread' : undefined}
        role={unread ? 'img' : undefined}
      />
      <Box miw={0}>
        <Text size="sm" fw={unread ? 600 : 400} className={classes.text}>
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {formatRelativeDate(new Date(notification.createdAt), now)}
        </Text>
      </Box>
    </Group>
  );
  const shared = {
    className: classes.item,
    'data-unread': unread || undefined,
    'data-testid': 'notification-item',
    onClick: () => onOpen(notification),
  };
  return (
    <li className={classes.row}>
      {href ? (
        <UnstyledButton component={Link} to={href} {...shared}>
          {body}
        </UnstyledButton>
      ) : (
        <UnstyledButton {...shared}>{body}</UnstyledButton>
      )}
    </li>
  );
}
