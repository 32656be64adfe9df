import { Badge, Box, Group, SegmentedControl, Text } from '@mantine/core';
import type { NotificationChannel, NotificationKind } from '@rinkside/domain';
import {
  defaultNotificationChannel,
  notificationKindAbout,
  notificationKindClass,
  notificationKindLabel,
} from '@rinkside/domain';
import { CHANNEL_OPTIONS } from './channel-labels';
import classes from './notification-settings.module.css';

interface KindChannelRowProps {
  kind: NotificationKind;
  channel: NotificationChannel;
  onChange: (channel: NotificationChannel) => void;
  disabled?: boolean;
}

const channelLabel = (channel: NotificationChannel) =>
  CHANNEL_OPTIONS.find((option) => option.value === channel)?.label ?? channel;

/**
 * One kind: what it is about and what it tells, whether it needs action (the bell counts it) or is news,
 * its default (docs/decisions/081), and In app / In app + e-mail / Off.
 */
export function KindChannelRow({ kind, channel, onChange, disabled }: KindChannelRowProps) {
  const label = notificationKindLabel(kind);
  const id = `notification-kind-${kind}`;
  const action = notificationKindClass(kind) === 'action';
  return (
    <Group className={classes.row} justify="space-between" gap="xs" wrap="wrap" align="flex-start">
      <Box className={classes.label}>
        <Text id={id} size="sm" fw={500}>
          {label}
        </Text>
        <Text id={`${id}-about`} size="xs" c="dimmed" mt={2}>
          {notificationKindAbout(kind)}
        </Text>
        <Group gap={6} mt={4}>
          <Badge size="xs" variant="light" color={action ? 'goal' : 'gray'} radius="sm">
            {action ? 'Needs action' : 'News'}
          </Badge>
          <Text size="xs" c="dimmed">
            Default: {channelLabel(defaultNotificationChannel(kind))}
          </Text>
        </Group>
      </Box>
      <SegmentedControl
        aria-labelledby={id}
        aria-describedby={`${id}-about`}
        size="sm"
        radius="md"
        className={classes.control}
        data={CHANNEL_OPTIONS}
        value={channel}
        disabled={disabled}
        onChange={(value) => onChange(value as NotificationChannel)}
      />
    </Group>
  );
}
