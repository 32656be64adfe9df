import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface LeagueMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  leagueName: string;
  children: ReactNode;
}

/** On a phone the league's side menu opens in a drawer (SPEC §2 league shell). */
export function LeagueMenuDrawer({ opened, onClose, leagueName, children }: LeagueMenuDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={leagueName} size="xs" hiddenFrom="sm">
      {children}
    </Drawer>
  );
}
