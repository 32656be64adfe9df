import { Table, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortState } from './use-table-sort';
import classes from './sortable-th.module.css';

interface SortableThProps<K extends string> {
  column: K;
  sort: SortState<K>;
  onSort: (column: K) => void;
  children: ReactNode;
  /** The full name, for abbreviated headers (tooltip and screen readers). */
  title?: string;
  align?: 'left' | 'right' | 'center';
}

/** A table header cell that sorts its table; announces the order with aria-sort. */
export function SortableTh<K extends string>({
  column,
  sort,
  onSort,
  children,
  title,
  align = 'left',
}: SortableThProps<K>) {
  const active = sort.key === column;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  const button = (
    <UnstyledButton
      className={classes.button}
      data-active={active || undefined}
      onClick={() => onSort(column)}
      aria-label={title ? `${title} (${String(children)})` : undefined}
    >
      <span>{children}</span>
      <Icon size={14} aria-hidden className={classes.icon} />
    </UnstyledButton>
  );
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={align}
      className={classes.th}
    >
      {title ? (
        <Tooltip label={title} openDelay={300}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </Table.Th>
  );
}
