import { type RosterImportRow, rosterImportRowSchema } from '@rinkside/domain';
import { badRequest } from '../../http/errors';
import type { TeamTemplate } from './fictional-teams';

const MAX_REASONS = 50;

/**
 * Validates every row of an imported roster against the league's teams (by name or abbreviation,
 * any case). Rejects the whole file, naming each bad row and why, so nothing is half-imported.
 */
export function validateRosterImport(
  rows: readonly Record<string, unknown>[],
  teams: readonly TeamTemplate[],
): Map<string, RosterImportRow[]> {
  if (rows.length === 0) throw badRequest('The roster file has no players. Add at least one row.');
  const teamKey = new Map<string, string>();
  for (const team of teams) {
    teamKey.set(team.name.toLowerCase(), team.abbreviation);
    teamKey.set(team.abbreviation.toLowerCase(), team.abbreviation);
  }
  const byTeam = new Map<string, RosterImportRow[]>();
  const problems: string[] = [];
  rows.forEach((raw, index) => {
    const rowNumber = index + 1;
    const parsed = rosterImportRowSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = parsed.error.issues.map((i) =>
        i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message,
      );
      problems.push(`Row ${rowNumber}: ${reasons.join('; ')}`);
      return;
    }
    const abbreviation = teamKey.get(parsed.data.team.toLowerCase());
    if (!abbreviation) {
      problems.push(`Row ${rowNumber}: team '${parsed.data.team}' is not one of the league's teams`);
      return;
    }
    const list = byTeam.get(abbreviation) ?? [];
    const jersey = parsed.data.jerseyNumber;
    if (jersey !== undefined && list.some((p) => p.jerseyNumber === jersey)) {
      problems.push(`Row ${rowNumber}: jersey number ${jersey} is already taken on ${parsed.data.team}`);
      return;
    }
    list.push(parsed.data);
    byTeam.set(abbreviation, list);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REASONS);
    const more = problems.length > MAX_REASONS ? ` (and ${problems.length - MAX_REASONS} more)` : '';
    throw badRequest(`The roster file has ${problems.length} invalid row(s)${more}: ${shown.join(' | ')}`);
  }
  return byTeam;
}
