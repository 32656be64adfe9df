import { sql } from 'kysely';
import type { DraftPickSource } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import type { DraftRow } from './repo';

type DraftYear = Pick<DraftRow, 'league_id' | 'year'>;

/** The draft's slots, each with the team that owns it. */
function slotsOf(db: Db, draft: DraftYear) {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.owner_team_id')
    .select(['p.id', 'p.overall', 'p.round', 'p.owner_team_id', 'p.player_id', 't.name', 't.gm_user_id'])
    .where('p.league_id', '=', draft.league_id)
    .where('p.year', '=', draft.year);
}

/** The draft's slot at `overall`, with the team that owns it. */
export function slotAt(db: Db, draft: DraftYear, overall: number) {
  return slotsOf(db, draft).where('p.overall', '=', overall).executeTakeFirst();
}
export type PickSlot = NonNullable<Awaited<ReturnType<typeof slotAt>>>;

/**
 * The draft's slots read once, for a run of automatic picks in one transaction: within it only the run's
 * own picks change them (`made`), so a draft of 224 picks reads its slots once instead of four times a pick.
 */
export class DraftSlots {
  private constructor(private readonly slots: readonly PickSlot[]) {}

  static async read(db: Db, draft: DraftYear): Promise<DraftSlots> {
    const rows = await slotsOf(db, draft).execute();
    return new DraftSlots(rows.sort((a, b) => (a.overall ?? 0) - (b.overall ?? 0)));
  }

  /** As `slotAt`. */
  at(overall: number): PickSlot | undefined {
    return this.slots.find((slot) => slot.overall === overall);
  }

  /** As `nextOpenSlot`. */
  nextOpen(overall: number): PickSlot | undefined {
    return this.slots.find(
      (slot) => slot.overall !== null && slot.overall > overall && slot.player_id === null,
    );
  }

  /** The pick `slotId` took `playerId` (as `recordPickMade` stored). */
  made(slotId: number, playerId: number): void {
    const slot = this.slots.find((s) => s.id === slotId);
    if (slot) slot.player_id = playerId;
  }
}

/** The first slot after `overall` still to be made. */
export function nextOpenSlot(db: Db, draft: DraftYear, overall: number) {
  return slotsOf(db, draft)
    .where('p.overall', '>', overall)
    .where('p.player_id', 'is', null)
    .orderBy('p.overall')
    .executeTakeFirst();
}

/** The lowest overall of the draft's picks (undefined or null overall when none is set). */
export function firstOverall(db: Db, draft: DraftYear) {
  return db
    .selectFrom('draft_picks')
    .select((eb) => eb.fn.min('overall').as('overall'))
    .where('league_id', '=', draft.league_id)
    .where('year', '=', draft.year)
    .executeTakeFirst();
}

/** Every pick made in the draft, first first, with the player it took and where he is now. */
export function picksMade(db: Db, draft: DraftYear) {
  return db
    .selectFrom('draft_picks as k')
    .innerJoin('players as p', 'p.id', 'k.player_id')
    .select(['k.id', 'k.overall', 'k.round', 'k.owner_team_id', 'p.id as player_id', 'p.team_id', 'p.status'])
    .select(['p.first_name', 'p.last_name'])
    .where('k.league_id', '=', draft.league_id)
    .where('k.year', '=', draft.year)
    .where('k.overall', 'is not', null)
    .orderBy('k.overall')
    .execute();
}

/** A pick made: its row, the player taken, how he was chosen, when. */
export interface PickMade {
  pickId: number;
  playerId: number;
  source: DraftPickSource;
  at: string;
}

/** Picks a statement records, each with three values and its id. */
const PICKS_A_STATEMENT = 200;

/** Several picks made, in one statement for each `perStatement` (a run of automatic picks). */
export async function recordPicksMade(
  db: Db,
  made: readonly PickMade[],
  perStatement = PICKS_A_STATEMENT,
): Promise<void> {
  for (let i = 0; i < made.length; i += perStatement) {
    const part = made.slice(i, i + perStatement);
    const byPick = <T>(value: (pick: PickMade) => ReturnType<typeof sql<T>>) =>
      sql<T>`case ${sql.join(
        part.map((pick) => sql`when id = ${pick.pickId} then ${value(pick)}`),
        sql` `,
      )} end`;
    await db
      .updateTable('draft_picks')
      .set({
        // Cast, so that PostgreSQL reads each parameter as the column's type rather than as text.
        player_id: byPick<number>((pick) => sql`cast(${pick.playerId} as integer)`),
        source: byPick<DraftPickSource>((pick) => sql`cast(${pick.source} as varchar(32))`),
        made_at: byPick<string>((pick) => sql`cast(${pick.at} as varchar(32))`),
      })
      .where(
        'id',
        'in',
        part.map((pick) => pick.pickId),
      )
      .execute();
  }
}

/** Clears the pick: no player, no source, not made. */
export async function clearPickMade(db: Db, pickId: number): Promise<void> {
  await db
    .updateTable('draft_picks')
    .set({ player_id: null, source: null, made_at: null })
    .where('id', '=', pickId)
    .execute();
}

/** Takes the overall off every pick of the league's year. */
export async function clearOverallsOfYear(db: Db, leagueId: number, year: number): Promise<void> {
  await db
    .updateTable('draft_picks')
    .set({ overall: null })
    .where('league_id', '=', leagueId)
    .where('year', '=', year)
    .execute();
}

/** Picks set in one statement at most: well within both databases' bound values. */
const OVERALLS_CHUNK = 400;

/**
 * Sets the overall of each team's own pick of a round in the league's year, a few hundred in one statement
 * (an UPDATE from a list of values, as the summer's players are: docs/decisions/065); the number of picks
 * set.
 */
export async function setOverallsOfPicks(
  db: Db,
  input: {
    leagueId: number;
    year: number;
    slots: readonly { round: number; originalTeamId: number; overall: number }[];
  },
): Promise<number> {
  let set = 0;
  for (let i = 0; i < input.slots.length; i += OVERALLS_CHUNK) {
    const values = input.slots
      .slice(i, i + OVERALLS_CHUNK)
      .map(
        (slot) =>
          sql`(cast(${slot.round} as integer), cast(${slot.originalTeamId} as integer), cast(${slot.overall} as integer))`,
      );
    const result = await sql`update draft_picks set overall = v.column3
      from (values ${sql.join(values)}) as v
      where draft_picks.league_id = ${input.leagueId} and draft_picks.year = ${input.year}
        and draft_picks.round = v.column1 and draft_picks.original_team_id = v.column2`.execute(db);
    set += Number(result.numAffectedRows ?? 0);
  }
  return set;
}
