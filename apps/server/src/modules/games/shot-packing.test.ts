import { describe, expect, it } from 'vitest';
import { type PackedShot, packShots, unpackShots } from './shot-packing';

const shot = (over: Partial<PackedShot>): PackedShot => ({
  eventIndex: 12,
  shooterId: 1248,
  x: 61,
  y: -22,
  kind: 'S',
  xgMilli: 49,
  fiveOnFive: true,
  ...over,
});

describe('shot packing', () => {
  it("reads back a team's attempts in their order, every field as it was", () => {
    const shots = [
      shot({}),
      shot({ eventIndex: 13, kind: 'G', xgMilli: 0, fiveOnFive: false, x: -94, y: 0 }),
      shot({ eventIndex: 200, shooterId: 9_000_001, kind: 'M', x: 89.5, y: -8.5 }),
      shot({ eventIndex: 201, kind: 'B', x: 0.1 + 0.2, y: -0, xgMilli: 999 }),
    ];
    const back = unpackShots(packShots(shots));
    expect(back).toEqual(shots);
    expect(Object.is(back[3]?.y, -0)).toBe(true);
    expect(back.map((s) => Object.keys(s))).toEqual(shots.map((s) => Object.keys(s)));
    expect(unpackShots(packShots([]))).toEqual([]);
  });

  it('tells each field from its neighbours: changing one changes only it', () => {
    const base = shot({});
    const fields: Partial<PackedShot>[] = [
      { eventIndex: 14 },
      { shooterId: 1249 },
      { x: 62 },
      { y: 22 },
      { kind: 'M' },
      { xgMilli: 50 },
      { fiveOnFive: false },
    ];
    for (const change of fields)
      expect(unpackShots(packShots([shot(change)]))).toEqual([{ ...base, ...change }]);
  });

  it('keeps its layout: these bytes read as these attempts forever', () => {
    // Layout 1, two attempts; numbers as zigzag times two (1248 -> 4992), kind | 4 when five-on-five.
    const bytes = Uint8Array.from([1, 8, 48, 0x80, 0x27, 244, 1, 86, 5, 196, 1, 52, 0x80, 0x27, 4, 0, 0, 0]);
    expect(unpackShots(bytes)).toEqual([
      shot({}),
      shot({ eventIndex: 13, x: 1, y: 0, kind: 'G', xgMilli: 0, fiveOnFive: false }),
    ]);
    expect([...packShots(unpackShots(bytes))]).toEqual([...bytes]);
  });

  it('refuses a layout it does not know, and bytes cut short or too long', () => {
    const bytes = packShots([shot({})]);
    expect(() => unpackShots(Uint8Array.from([2, ...bytes.subarray(1)]))).toThrow(/layout 2/);
    expect(() => unpackShots(bytes.subarray(0, bytes.length - 1))).toThrow(/end too soon/);
    expect(() => unpackShots(Uint8Array.from([...bytes, 0]))).toThrow(/left unread/);
  });
});
