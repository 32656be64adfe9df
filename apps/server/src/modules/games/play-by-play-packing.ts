/**
 * A played game laid out by columns: the events grouped by kind (their `type` and field names), each
 * field of a kind one array in event order, plus the order of the kinds. Ids, clocks and the same few
 * words then sit side by side, which is what lets a compressor shrink a game's play-by-play ~10x.
 *
 * Lossless for any JSON object with an `events` array of objects: unpack(pack(x)) answers the same
 * JSON text as x, keys in the same order. An event's `time` that says what its `period` and `clock`
 * say ('MM:SS of P1') is not kept but written again on unpacking.
 */

type Json = unknown;
type Fields = Record<string, Json>;

/** [top-level keys, their values but `events`, event kinds ([type, ...keys]), kind of each event, columns]. */
export type PackedGame = [string[], Json[], Kind[], number[], Json[][][]];
/** An event kind: its `type`, then all its keys in order, `type` among them. */
type Kind = [Json, ...string[]];

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** SPEC §3 event time: elapsed clock 'MM:SS of P1'. */
function timeOf(event: Fields): string | undefined {
  const { period, clock } = event;
  if (typeof period !== 'number' || typeof clock !== 'number') return undefined;
  return `${pad(Math.floor(clock / 60))}:${pad(clock % 60)} of P${period}`;
}

// A time that the period and clock give is stored as null, any other string as itself, anything else
// wrapped in an array, so that no stored time can be mistaken for another.
const packTime = (value: Json, event: Fields): Json =>
  value === timeOf(event) ? null : typeof value === 'string' ? value : [value];
const unpackTime = (value: Json, event: Fields): Json =>
  value === null ? timeOf(event) : Array.isArray(value) ? value[0] : value;

/** The game's events; throws unless it has an array of them, all objects. */
export function eventsOf(game: Fields): Fields[] {
  const { events } = game;
  if (!Array.isArray(events)) throw new TypeError('A game record needs an events array');
  for (const event of events) {
    if (typeof event !== 'object' || event === null || Array.isArray(event))
      throw new TypeError('Every event of a game record must be an object');
  }
  return events as Fields[];
}

const sameKeys = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((k, i) => k === b[i]);

export function packGame(game: object): PackedGame {
  const fields = game as Fields;
  const keys = Object.keys(fields);
  const values = keys.filter((k) => k !== 'events').map((k) => fields[k]);
  const kinds: Kind[] = [];
  // Kinds by type: the keys of each, and its index in `kinds`.
  const kindsOfType = new Map<Json, { keys: string[]; kind: number }[]>();
  const order: number[] = [];
  const columns: Json[][][] = [];
  for (const event of eventsOf(fields)) {
    const eventKeys = Object.keys(event);
    let known = kindsOfType.get(event.type);
    if (!known) kindsOfType.set(event.type, (known = []));
    let kind = known.find((k) => sameKeys(k.keys, eventKeys))?.kind;
    if (kind === undefined) {
      kind = kinds.length;
      known.push({ keys: eventKeys, kind });
      kinds.push([event.type, ...eventKeys]);
      columns.push(eventKeys.filter((k) => k !== 'type').map(() => []));
    }
    order.push(kind);
    const kindColumns = columns[kind] as Json[][];
    let column = 0;
    for (const key of eventKeys) {
      if (key === 'type') continue;
      const value = event[key];
      (kindColumns[column++] as Json[]).push(key === 'time' ? packTime(value, event) : value);
    }
  }
  return [keys, values, kinds, order, columns];
}

export function unpackGame(packed: PackedGame): Fields {
  const [keys, values, kinds, order, columns] = packed;
  const kindsRead = kinds.map(([type, ...eventKeys]) => ({
    type,
    keys: eventKeys,
    hasTime: eventKeys.includes('time'),
  }));
  const taken = kinds.map(() => 0);
  const events = order.map((kind) => {
    const { type, keys: eventKeys, hasTime } = kindsRead[kind] as (typeof kindsRead)[number];
    const kindColumns = columns[kind] as Json[][];
    const row = taken[kind] as number;
    taken[kind] = row + 1;
    const event: Fields = {};
    let column = 0;
    for (const key of eventKeys) event[key] = key === 'type' ? type : (kindColumns[column++] as Json[])[row];
    // The time is written last, once the period and clock it is made from are read.
    if (hasTime) event.time = unpackTime(event.time, event);
    return event;
  });
  const game: Fields = {};
  let value = 0;
  for (const key of keys) game[key] = key === 'events' ? events : values[value++];
  return game;
}
