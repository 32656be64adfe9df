import { Group, Paper, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionPanelProps {
  title: ReactNode;
  /** The heading's id: the section is labelled by it (and a table inside may be too). */
  titleId: string;
  /** The heading's level; a panel inside a page's tab is a level lower. */
  order?: TitleOrder;
  action?: ReactNode;
  /** How the heading and the action line up: 'flex-end' when the action's fields have labels. */
  align?: 'center' | 'flex-end';
  className?: string;
  children: ReactNode;
}

/** A titled panel of a page: a bordered section named by its heading, an action beside the heading. */
export function SectionPanel({
  title,
  titleId,
  order = 2,
  action,
  align = 'center',
  className,
  children,
}: SectionPanelProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      className={className}
    >
      <Group justify="space-between" mb="sm" gap="xs" align={align}>
        <Title order={order} fz={order === 2 ? 'lg' : 'md'} id={titleId}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
