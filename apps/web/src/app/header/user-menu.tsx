import { Avatar, Badge, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import type { User } from '@rinkside/domain';
import {
  IconBellCog,
  IconInbox,
  IconLogout,
  IconSettings,
  IconUser,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { userInitials } from './user-initials';

interface UserMenuProps {
  user: User;
  unreadCount: number;
  onLogout: () => void;
}

/** SPEC §2 signed-in header: avatar menu; the unread badge is disabled at 0. */
export function UserMenu({ user, unreadCount, onLogout }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" radius="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${user.username}${unreadCount > 0 ? `, ${unreadCount} unread messages` : ''}`}
          style={{ borderRadius: '50%' }}
        >
          <Indicator
            label={unreadCount}
            size={18}
            color="goal"
            disabled={unreadCount === 0}
            offset={4}
            data-testid="unread-indicator"
          >
            <Avatar color="ice" radius="xl" variant="filled">
              {userInitials(user)}
            </Avatar>
          </Indicator>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.username}
          </Text>
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          My Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/inbox"
          leftSection={<IconInbox size={16} aria-hidden />}
          rightSection={
            unreadCount > 0 ? (
              <Badge size="sm" color="goal" circle aria-label={`${unreadCount} unread`}>
                {unreadCount}
              </Badge>
            ) : null
          }
        >
          Inbox
        </Menu.Item>
        <Menu.Item component={Link} to="/recruitments" leftSection={<IconUserSearch size={16} aria-hidden />}>
          Recruitments
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/notifications"
          leftSection={<IconBellCog size={16} aria-hidden />}
        >
          Notification Settings
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          Account Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
