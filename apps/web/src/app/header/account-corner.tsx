import { Avatar, Box, Group } from '@mantine/core';
import type { User } from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { whenPageSettled } from '../../lib/page-settled';
import { lazyPage } from '../../lib/prefetch';
import { userInitials } from './user-initials';

// Signed in only: the avatar menu (Mantine's Menu, with floating-ui), the unread badge and the live
// events stay out of a visitor's first download, and out of a signed-in page's first paint.
const SignedInAccount = lazyPage(() => import('./signed-in-account').then((m) => m.SignedInAccount));

interface AccountCornerProps {
  user: User;
  onLogout: () => void;
}

/**
 * The header's signed-in corner. Its code arrives once the page itself is on screen (or at once when the
 * visitor reaches for the avatar first); until then the bell's room and the avatar hold their places, so
 * the header does not shift when they arrive.
 */
export function AccountCorner({ user, onLogout }: AccountCornerProps) {
  const client = useQueryClient();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenPageSettled(client, () => setWanted(true)), [client]);
  const placeholder = (
    <Group gap="sm" wrap="nowrap" aria-hidden onPointerDown={() => setWanted(true)}>
      <Box w={34} h={34} />
      <Avatar color="ice" radius="xl" variant="filled">
        {userInitials(user)}
      </Avatar>
    </Group>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SignedInAccount user={user} onLogout={onLogout} />
    </Suspense>
  );
}
