import { Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { SortableTh } from '../../../components/sortable-th';
import { useTableSort, type SortDirection, type SortValue } from '../../../components/use-table-sort';
import classes from '../../../components/sticky-columns.module.css';

export interface StatColumn<T> {
  key: string;
  label: string;
  /** Full name for abbreviated headers. */
  title?: string;
  value: (row: T) => SortValue;
  render?: (row: T) => ReactNode;
  /** Lower is better (GAA, goals against): sorts ascending first. */
  ascending?: boolean;
  align?: 'left' | 'right' | 'center';
  /** Long text (team names) may wrap instead of widening the table. */
  wrap?: boolean;
}

interface StatsTableProps<T> {
  rows: readonly T[];
  columns: StatColumn<T>[];
  rowKey: (row: T) => string | number;
  initialSort: { key: string; direction: SortDirection };
  caption: string;
  /** Rows per page; none: one page. */
  pageSize?: number;
  minWidth?: number;
  /** Columns that stay in view while the table scrolls sideways: the first, or the first two. */
  stickyColumns?: 1 | 2;
}

/** A sortable statistics table (every column), paged when asked; page 1 again after a new sort. */
export function StatsTable<T>({
  rows,
  columns,
  rowKey,
  initialSort,
  caption,
  pageSize,
  minWidth,
  stickyColumns = 1,
}: StatsTableProps<T>) {
  const [page, setPage] = useState(1);
  const valueOf = useCallback(
    (row: T, key: string) => columns.find((c) => c.key === key)?.value(row) ?? null,
    [columns],
  );
  const firstDirection = useCallback(
    (key: string): SortDirection => {
      const column = columns.find((c) => c.key === key);
      if (!column) return 'desc';
      const sample = rows.length > 0 ? column.value(rows[0] as T) : 0;
      return column.ascending || typeof sample === 'string' ? 'asc' : 'desc';
    },
    [columns, rows],
  );
  const { sorted, sort, toggle } = useTableSort<T, string>(rows, valueOf, initialSort, firstDirection);
  const pages = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const shown = pageSize ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;
  const first = pageSize ? (current - 1) * pageSize + 1 : 1;

  return (
    <>
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          miw={minWidth}
          className={classes.table}
          data-sticky={stickyColumns}
        >
          <Table.Caption ta="left">{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <SortableTh
                  key={c.key}
                  column={c.key}
                  sort={sort}
                  onSort={(key) => {
                    toggle(key);
                    setPage(1);
                  }}
                  title={c.title}
                  align={c.align}
                >
                  {c.label}
                </SortableTh>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.align}
                    style={c.wrap ? { minWidth: 120 } : { whiteSpace: 'nowrap' }}
                  >
                    {c.render ? c.render(row) : c.value(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pageSize !== undefined && sorted.length > 0 && (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="sm" c="dimmed">
            Showing {first}–{first + shown.length - 1} of {sorted.length}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </Group>
      )}
    </>
  );
}
