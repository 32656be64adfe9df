import { ByteReader, ByteWriter } from './byte-codec';

/** 'G' goal, 'S' on goal, 'M' missed, 'B' blocked. */
export type ShotKindCode = 'G' | 'S' | 'M' | 'B';

/** One located shot attempt of a team's game: what a season shot map reads of it. */
export interface PackedShot {
  /** Its place in the game's play-by-play. */
  eventIndex: number;
  shooterId: number;
  /** Feet, in the shooting team's frame (packages/domain/src/rink/rink.ts). */
  x: number;
  y: number;
  kind: ShotKindCode;
  xgMilli: number;
  /** Five skaters and a goalie a side. */
  fiveOnFive: boolean;
}

// The layout's version, first byte of every pack: a new layout takes a new number, and every one written
// stays readable.
const LAYOUT = 1;
const KINDS: readonly ShotKindCode[] = ['G', 'S', 'M', 'B'];
const KIND_CODE: Record<ShotKindCode, number> = { G: 0, S: 1, M: 2, B: 3 };
const FIVE_ON_FIVE = 4;

/**
 * A team's located attempts of one game, in the order of play, as the bytes of one `team_game_shots` row
 * (docs/decisions/065): its count, then each attempt's event index, shooter, x, y, kind with the
 * five-on-five flag, and expected goals in thousandths. Whole numbers take one to three bytes, every
 * other number its eight, so every value reads back exactly.
 */
export function packShots(shots: readonly PackedShot[]): Uint8Array {
  const out = new ByteWriter(8 + shots.length * 12);
  out.byte(LAYOUT);
  out.number(shots.length);
  for (const shot of shots) {
    out.number(shot.eventIndex);
    out.number(shot.shooterId);
    out.number(shot.x);
    out.number(shot.y);
    out.byte(KIND_CODE[shot.kind] | (shot.fiveOnFive ? FIVE_ON_FIVE : 0));
    out.number(shot.xgMilli);
  }
  return out.bytes();
}

/** The attempts `packShots` was given, in their order. */
export function unpackShots(bytes: Uint8Array): PackedShot[] {
  const input = new ByteReader(bytes);
  const layout = input.byte();
  if (layout !== LAYOUT)
    throw new Error(`A team's shots are packed in layout ${layout}, which this server does not read`);
  const count = input.number();
  const shots: PackedShot[] = [];
  for (let i = 0; i < count; i++) {
    const eventIndex = input.number();
    const shooterId = input.number();
    const x = input.number();
    const y = input.number();
    const flags = input.byte();
    const kind = KINDS[flags & 3] as ShotKindCode;
    shots.push({
      eventIndex,
      shooterId,
      x,
      y,
      kind,
      xgMilli: input.number(),
      fiveOnFive: (flags & FIVE_ON_FIVE) !== 0,
    });
  }
  input.end();
  return shots;
}
