import {
  LEAGUE_IMPORT_SOURCES,
  type LeagueImportWarningsResponse,
  leagueImportWarningSchema,
} from '@rinkside/domain';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireCommissioner } from '../leagues/service';
import { findLeagueImport } from './zengm-import-repo';

const storedWarnings = z.array(leagueImportWarningSchema);

/** GET /league/{id}/import-warnings: what the league's import left behind, for its commissioner. */
export async function getImportWarnings(
  ctx: AppContext,
  { leagueId, userId }: { leagueId: number; userId: number },
): Promise<LeagueImportWarningsResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  const row = await findLeagueImport(ctx.database.db, leagueId);
  if (!row) return { source: null, fileVersion: null, importedAt: null, warnings: [] };
  const source = LEAGUE_IMPORT_SOURCES.find((s) => s === row.source) ?? null;
  const warnings = storedWarnings.safeParse(JSON.parse(row.warnings));
  return {
    source,
    fileVersion: row.file_version,
    importedAt: row.imported_at,
    warnings: warnings.success ? warnings.data : [],
  };
}
