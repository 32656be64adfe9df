import {
  type AdvanceJob,
  advanceRequestSchema,
  advanceResponseSchema,
  advanceJobSchema,
} from '@rinkside/domain';
import type { AdvanceRow } from './repo';

/** A stored advance as the API shows it. */
export function presentAdvance(row: AdvanceRow): AdvanceJob {
  return advanceJobSchema.parse({
    id: row.id,
    leagueId: row.league_id,
    request: advanceRequestSchema.parse(JSON.parse(row.request)),
    status: row.status,
    played: row.played,
    total: row.total,
    result: row.result === null ? null : advanceResponseSchema.parse(JSON.parse(row.result)),
    error: row.error,
    startedAt: row.created_at,
    finishedAt: row.finished_at,
  });
}
