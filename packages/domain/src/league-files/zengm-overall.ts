import type { ZengmPosition, ZengmRatingKey } from './zengm-file-schema';

// ZenGM's own hockey overall (FORMAT §6 "How ovr is computed"), for files made by hand that carry the 14
// ratings but not the ovr and position ZenGM would compute on import. Exported files carry both, and
// those are read as they are.

type Weights = Partial<Record<ZengmRatingKey, number>>;

const WEIGHTS: Record<ZengmPosition, Weights> = {
  C: {
    hgt: 1,
    stre: 2,
    spd: 4,
    endu: 1,
    pss: 4,
    wst: 2,
    sst: 2,
    stk: 4,
    oiq: 4,
    chk: 2,
    blk: 2,
    fcf: 4,
    diq: 2,
  },
  W: { hgt: 1, stre: 1, spd: 1, endu: 1, pss: 1, wst: 4, sst: 4, stk: 1, oiq: 2, chk: 1, blk: 1, diq: 1 },
  D: { hgt: 1.5, stre: 4, spd: 1, endu: 1, pss: 1, wst: 2, sst: 4, stk: 1, oiq: 1, chk: 4, blk: 4, diq: 4 },
  G: { glk: 1 },
};

/** Added to the weighted mean before the stretch: centres +5, wingers +2, goalies lose a fifth of glk. */
const bonus = (pos: ZengmPosition, ratings: Record<ZengmRatingKey, number>): number =>
  pos === 'C' ? 5 : pos === 'W' ? 2 : pos === 'G' ? -0.2 * ratings.glk : 0;

/** ZenGM's overall at a position: the weighted mean plus the bonus, stretched from 10-90 to 0-100. */
export function zengmOverall(ratings: Record<ZengmRatingKey, number>, pos: ZengmPosition): number {
  const weights = Object.entries(WEIGHTS[pos]) as [ZengmRatingKey, number][];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const mean = weights.reduce((sum, [key, w]) => sum + w * ratings[key], 0) / total;
  return Math.max(0, Math.min(100, Math.round(-10 + ((mean + bonus(pos, ratings)) * 100) / 80)));
}

/** The position he rates best at, as ZenGM places a player; a tie goes to the earlier of C, W, D, G. */
export function zengmBestPosition(ratings: Record<ZengmRatingKey, number>): ZengmPosition {
  const order: ZengmPosition[] = ['C', 'W', 'D', 'G'];
  return order.reduce((best, pos) => (zengmOverall(ratings, pos) > zengmOverall(ratings, best) ? pos : best));
}
