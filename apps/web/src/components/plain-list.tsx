import { Stack, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list read as one by screen readers (its label names it), laid out as a plain stack without bullets. */
export function PlainList({
  label,
  gap = 'sm',
  ordered = false,
  children,
}: {
  label: string;
  gap?: MantineSpacing;
  ordered?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      gap={gap}
      component={ordered ? 'ol' : 'ul'}
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </Stack>
  );
}
