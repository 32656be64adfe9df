import { Group, SegmentedControl, Text } from '@mantine/core';
import type { NotificationChannel, NotificationKind } from '@rinkside/domain';
import { notificationKindLabel } from '@rinkside/domain';
import { CHANNEL_OPTIONS } from './channel-labels';
import classes from './notification-settings.module.css';

interface KindChannelRowProps {
  kind: NotificationKind;
  channel: NotificationChannel;
  onChange: (channel: NotificationChannel) => void;
  disabled?: boolean;
}

/** One kind: what it is about, and In app / In app + e-mail / Off. */
export function KindChannelRow({ kind, channel, onChange, disabled }: KindChannelRowProps) {
  const label = notificationKindLabel(kind);
  const id = `notification-kind-${kind}`;
  return (
    <Group className={classes.row} justify="space-between" gap="xs" wrap="wrap">
      <Text id={id} size="sm" fw={500} className={classes.label}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
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
