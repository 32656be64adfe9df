import { describe, expect, it } from 'vitest';
import { ByteReader } from './byte-codec';
import { NotPlainData, RecordReader, RecordWriter, TAG } from './game-record-binary';

const write = (value: unknown): Uint8Array => {
  const writer = new RecordWriter();
  writer.value(value);
  return writer.out.bytes();
};

const read = (bytes: Uint8Array): unknown => {
  const input = new ByteReader(bytes);
  const value = new RecordReader(input).value();
  input.end();
  return value;
};

/** Every key in its order and every number exactly (-0 and NaN included), all the way down. */
function expectSame(actual: unknown, expected: unknown, path = 'value'): void {
  if (typeof expected === 'number') {
    expect(Object.is(actual, expected), `${path}: ${String(actual)} for ${String(expected)}`).toBe(true);
    return;
  }
  if (typeof expected !== 'object' || expected === null) {
    expect(actual, path).toBe(expected);
    return;
  }
  expect(Array.isArray(actual), path).toBe(Array.isArray(expected));
  if (Array.isArray(expected)) {
    // A hole reads back as undefined, which JSON writes as it writes a hole: null.
    const got = actual as unknown[];
    expect(got.length, path).toBe(expected.length);
    for (let i = 0; i < expected.length; i++) expectSame(got[i], expected[i] as unknown, `${path}[${i}]`);
    return;
  }
  const fields = expected as Record<string, unknown>;
  const got = actual as Record<string, unknown>;
  expect(Object.keys(got), path).toEqual(Object.keys(fields));
  for (const key of Object.keys(fields)) expectSame(got[key], fields[key], `${path}.${key}`);
}

const NUMBERS = [
  0,
  1,
  63,
  64,
  127,
  128,
  4095,
  16_384,
  2 ** 31,
  2 ** 40,
  Number.MAX_SAFE_INTEGER,
  -1,
  -64,
  -(2 ** 31),
  -Number.MAX_SAFE_INTEGER,
  0.049,
  0.828,
  5.13,
  11.1,
  -1.5,
  -0.001,
  0.1234,
  Math.PI,
  1e-7,
  2 ** 60,
  1e300,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe('game record bytes', () => {
  it('reads back every kind of value exactly, keys in their order', () => {
    const zero = Object.create(null) as Record<string, unknown>;
    zero.b = 1;
    zero.a = 2;
    const holes: unknown[] = new Array<unknown>(3);
    holes[0] = 1;
    holes[2] = 3;
    const value = {
      numbers: NUMBERS,
      strings: ['', 'Šťastný', 'Zoë 🥅', 'x'.repeat(127), 'y'.repeat(128), 'z'.repeat(5000)],
      flags: [true, false, null, undefined],
      nested: [[1, [2, [3]]], [], {}],
      byId: { 1270: { a: 1 }, 281: { a: 2 }, '007': { a: 3 } },
      order: { z: 1, a: 2, m: { y: 1, b: 2 } },
      zero,
      own: JSON.parse('{"__proto__": {"x": 1}, "after": 2}') as unknown,
      holes,
      missing: { present: 1, absent: undefined },
    };
    const back = read(write(value)) as typeof value;
    expectSame(back, value);
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
    expect(Object.getPrototypeOf(back.own)).toBe(Object.prototype);
  });

  it('names strings and shapes past the first 64 by their number', () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      [`key${i % 90}`]: `word${i % 150}`,
      type: `kind${i % 80}`,
      n: i,
    }));
    const bytes = write(events);
    expectSame(read(bytes), events);
    expect(bytes.includes(TAG.string)).toBe(true);
    expect(bytes.includes(TAG.shape)).toBe(true);
  });

  it('reads an object of a kind it has seen with other keys as it was written', () => {
    // Same `type`, keys dropped, added or moved: each event keeps exactly its own fields.
    const events = [
      { type: 'SHOT', period: 1, clock: 5, x: 10, y: -3 },
      { type: 'SHOT', period: 1, clock: 9, x: 12 },
      { type: 'SHOT', clock: 11, period: 1, x: 12, y: 0 },
      { type: 'SHOT', period: 2, clock: 1, x: 3, y: 4, xg: 0.05 },
      { type: 'SHOT', period: 1, clock: 5, x: 10, y: -3 },
      { period: 3, type: 'SHOT', clock: 0, x: 1, y: 1 },
    ];
    expectSame(read(write(events)), events);
  });

  it('keeps its layout: these bytes read as this game forever', () => {
    const game = { type: 'GOAL', clock: 725, team: 'home', xg: 0.049, players: [1248, -3], done: true };
    const bytes = Uint8Array.from([
      TAG.newShape,
      6,
      TAG.newString,
      4,
      ...Buffer.from('type'),
      TAG.newString,
      5,
      ...Buffer.from('clock'),
      TAG.newString,
      4,
      ...Buffer.from('team'),
      TAG.newString,
      2,
      ...Buffer.from('xg'),
      TAG.newString,
      7,
      ...Buffer.from('players'),
      TAG.newString,
      4,
      ...Buffer.from('done'),
      TAG.newString,
      4,
      ...Buffer.from('GOAL'),
      TAG.unsigned,
      0xd5,
      0x05,
      TAG.newString,
      4,
      ...Buffer.from('home'),
      TAG.thousandths,
      98,
      TAG.array,
      2,
      TAG.unsigned,
      0xe0,
      0x09,
      TAG.negative,
      3,
      TAG.true,
    ]);
    expect([...write(game)]).toEqual([...bytes]);
    expectSame(read(bytes), game);
  });

  it('refuses what JSON would change, and bytes that are not a record', () => {
    for (const odd of [new Date(0), new Map(), () => 1, 1n, Symbol('x')])
      expect(() => write({ odd })).toThrow(NotPlainData);
    const bytes = write({ a: [1, 2, 3] });
    expect(() => read(bytes.subarray(0, bytes.length - 1))).toThrow(/end too soon/);
    expect(() => read(Uint8Array.from([250]))).toThrow(/tag 250/);
    expect(() => read(Uint8Array.from([TAG.shape, 3]))).toThrow(/shape not yet read/);
    expect(() => read(Uint8Array.from([70]))).toThrow(/string not yet read/);
  });
});
