import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconBook, IconHome, IconLayoutDashboard, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo';

interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
}

/** SPEC §2: the mobile drawer repeats home, how to, community, log in and sign up. */
export function MobileDrawer({ opened, onClose, signedIn }: MobileDrawerProps) {
  const { pathname } = useLocation();
  const links = [
    { label: 'Home', to: '/', icon: IconHome },
    ...(signedIn ? [{ label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard }] : []),
    { label: 'How to', to: '/how-to', icon: IconBook },
    { label: 'Community', to: '/community', icon: IconUsersGroup },
  ];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="80%"
      hiddenFrom="sm"
      title={<Logo size={26} />}
      padding="md"
    >
      <Stack gap={4} component="nav" aria-label="Main">
        {links.map(({ label, to, icon: Icon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={label}
            leftSection={<Icon size={18} aria-hidden />}
            active={pathname === to}
            onClick={onClose}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </Stack>
      {!signedIn && (
        <>
          <Divider my="md" />
          <Stack gap="sm">
            <Button component={Link} to="/login" variant="default" onClick={onClose} fullWidth>
              Log in
            </Button>
            <Button component={Link} to="/register" onClick={onClose} fullWidth>
              Sign up
            </Button>
          </Stack>
        </>
      )}
    </Drawer>
  );
}
