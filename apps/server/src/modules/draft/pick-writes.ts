import { type NewNews, recordNewsItems } from '../feed/service';
import type { Db } from '../leagues/api';
import { movePlayers, type PlayerMove } from '../ledger/api';
import { type PickMade, recordPicksMade } from './picks-repo';

/**
 * What picks write besides the draft's own row: each prospect's move to his team, the pick's record and its
 * news. A single pick writes them at once; a run of automatic picks gathers them and writes them after its
 * last pick, a statement or two for each kind (docs/decisions/105). Nothing in the run reads them back
 * before then: it keeps the class left and the slots in memory, and the ledger's guard on each move checks
 * again, as it is written, that the prospect is still undrafted.
 */
export class PickWrites {
  private moves: PlayerMove[] = [];
  private picks: PickMade[] = [];
  private news: NewNews[] = [];

  constructor(private readonly at: string) {}

  add(pick: { move: PlayerMove; made: PickMade; news: NewNews }): void {
    this.moves.push(pick.move);
    this.picks.push(pick.made);
    this.news.push(pick.news);
  }

  /** Writes what was gathered, in the picks' order; a move beaten answers its 409 and nothing is kept. */
  async write(trx: Db): Promise<void> {
    const { moves, picks, news } = this;
    if (moves.length === 0) return;
    this.moves = [];
    this.picks = [];
    this.news = [];
    await movePlayers(trx, moves, { at: this.at });
    await recordPicksMade(trx, picks);
    await recordNewsItems(trx, news);
  }
}
