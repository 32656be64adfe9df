import { type Injury, injurySchema } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { injuryRecordsOnTeams } from './repo';

/** When the stored injury began; null for none (or text that does not read as one). */
function injuredOn(text: string | null): string | null {
  if (text === null) return null;
  try {
    const parsed = injurySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.injuredOn : null;
  } catch {
    return null;
  }
}

/** A team's player whose injury is about to change, as the news and his GM are told of it. */
export type InjuryChange = {
  player: { id: number; name: string; leagueId: number };
  team: { id: number; name: string; gmUserId: number | null };
} & ({ kind: 'player_back' } | { kind: 'player_injured'; injury: Injury });

/**
 * The injuries a batch of games is about to store, read against the stored ones before the write, so a
 * change already stored is never told twice: a team's player newly hurt (an injury other than the one
 * he has), or back (his stored injury over). Free agents are left out.
 */
export async function injuryChangesToTell(
  db: Db,
  changes: ReadonlyMap<number, Injury | null>,
): Promise<InjuryChange[]> {
  if (changes.size === 0) return [];
  const rows = await injuryRecordsOnTeams(db, [...changes.keys()]);
  return rows.flatMap((row): InjuryChange[] => {
    const change = changes.get(row.id);
    const stored = injuredOn(row.injury);
    if (change === undefined) return [];
    const who = {
      player: { id: row.id, name: `${row.first_name} ${row.last_name}`, leagueId: row.league_id },
      team: { id: row.team_id, name: row.team_name, gmUserId: row.gm_user_id },
    };
    if (change === null) return stored === null ? [] : [{ ...who, kind: 'player_back' }];
    return stored === change.injuredOn ? [] : [{ ...who, kind: 'player_injured', injury: change }];
  });
}
