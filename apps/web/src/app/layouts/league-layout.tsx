import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** The league shell (SPEC §2 League layout): team logo strip, side menu with League/Team toggle. */
export function LeagueLayout() {
  return (
    <Container size="xl" py="md">
      <Outlet />
    </Container>
  );
}
