import { Badge } from '@mantine/core';
import type { DeskResponse } from '@rinkside/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { blockingProblems } from '../desk-format';

/** Green 'Ready', or red with how many problems keep the lineup from it; nothing without a next game. */
export function ReadinessBadge({ desk }: { desk: DeskResponse }) {
  if (!desk.readiness) return null;
  const count = blockingProblems(desk).length;
  return count === 0 ? (
    <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      Ready
    </Badge>
  ) : (
    <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
      {count === 1 ? '1 problem' : `${count} problems`}
    </Badge>
  );
}
