import { Anchor, Burger, Button, Group } from '@mantine/core';
import { NavLink as RouterNavLink, Link } from 'react-router';
import { Logo } from '../../components/logo';
import { AccountCorner } from './account-corner';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { FeaturesMenu } from './features-menu';
import classes from './header.module.css';
import type { User } from '@rinkside/domain';

export const NAV_LINKS = [
  { label: 'HOME', to: '/' },
  { label: 'HOW TO', to: '/how-to' },
  { label: 'COMMUNITY', to: '/community' },
] as const;

interface AppHeaderProps {
  user: User | null;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onLogout: () => void;
}

/** SPEC §2 header: HOME, FEATURES, HOW TO, COMMUNITY; Log in / Sign up, or the avatar menu. */
export function AppHeader({ user, drawerOpened, onToggleDrawer, onLogout }: AppHeaderProps) {
  const [home, ...rest] = NAV_LINKS;
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="sm"
          size="sm"
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Anchor
          component={Link}
          to={user ? '/dashboard' : '/'}
          underline="never"
          c="inherit"
          aria-label="Rinkside home"
        >
          <Logo size={28} />
        </Anchor>
      </Group>

      <Group
        component="nav"
        aria-label="Main"
        gap={4}
        visibleFrom="sm"
        className={classes.nav}
        h="100%"
        wrap="nowrap"
      >
        <RouterNavLink to={home.to} end className={classes.link}>
          {home.label}
        </RouterNavLink>
        <FeaturesMenu />
        {rest.map((link) => (
          <RouterNavLink key={link.to} to={link.to} className={classes.link}>
            {link.label}
          </RouterNavLink>
        ))}
      </Group>

      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        {user ? (
          <AccountCorner user={user} onLogout={onLogout} />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="default">
              Log in
            </Button>
            {/* On phones 'Sign up' lives in the drawer and the hero's 'Get Started'. */}
            <Button component={Link} to="/register" visibleFrom="xs">
              Sign up
            </Button>
          </Group>
        )}
      </Group>
    </Group>
  );
}
