/**
 * A played game laid out by columns: the events grouped by kind (their `type` and field names), each
 * field of a kind one array in event order, plus the order of the kinds. Ids, clocks and the same few
 * words then sit side by side, which is what lets a compressor shrink a game's play-by-play ~10x.
 *
 * Lossless for any JSON object with an `events` array of objects: unpack(pack(x)) answers the same
 * JSON text as x, keys in the same order. An event's `time` that says what its `period` and `clock`
 * say ('MM:SS of P1') is not kept but written again on unpacking; other fields may be stored their
 * own way through a FieldCodec.
 */

export type Json = unknown;
export type Fields = Record<string, Json>;

/** [top-level keys, their values but `events`, event kinds ([type, ...keys]), kind of each event, columns]. */
export type PackedGame = [string[], Json[], Kind[], number[], Json[][][]];
/** An event kind: its `type`, then all its keys in order, `type` among them. */
type Kind = [Json, ...string[]];

/**
 * How one field of every event is stored. `unpack` runs once every other field of the event is read,
 * so it may use them; it must give back exactly what `pack` was given.
 */
export interface FieldCodec {
  pack(value: Json, event: Fields): Json;
  unpack(stored: Json, event: Fields): Json;
}
export type FieldCodecs = Record<string, FieldCodec>;

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** SPEC §3 event time: elapsed clock 'MM:SS of P1'. */
function timeOf(event: Fields): string | undefined {
  const { period, clock } = event;
  if (typeof period !== 'number' || typeof clock !== 'number') return undefined;
  return `${pad(Math.floor(clock / 60))}:${pad(clock % 60)} of P${period}`;
}

// A time that the period and clock give is stored as null, any other string as itself, anything else
// wrapped in an array, so that no stored time can be mistaken for another.
const TIME: FieldCodec = {
  pack: (value, event) => (value === timeOf(event) ? null : typeof value === 'string' ? value : [value]),
  unpack: (stored, event) => (stored === null ? timeOf(event) : Array.isArray(stored) ? stored[0] : stored),
};

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
/** The time's codec and the caller's, by key (a Map: an event key such as 'constructor' names no codec). */
const codecMap = (codecs: FieldCodecs) => new Map(Object.entries({ time: TIME, ...codecs }));

export function packGame(game: object, fieldCodecs: FieldCodecs = {}): PackedGame {
  const fields = game as Fields;
  const codecs = codecMap(fieldCodecs);
  const keys = Object.keys(fields);
  const values = keys.filter((k) => k !== 'events').map((k) => fields[k]);
  const kinds: Kind[] = [];
  // Kinds by type: the keys of each, the codec of each of its columns, its index in `kinds`.
  const kindsOfType = new Map<Json, { keys: string[]; codecs: (FieldCodec | undefined)[]; kind: number }[]>();
  const order: number[] = [];
  const columns: Json[][][] = [];
  for (const event of eventsOf(fields)) {
    const eventKeys = Object.keys(event);
    let known = kindsOfType.get(event.type);
    if (!known) kindsOfType.set(event.type, (known = []));
    let kind = known.find((k) => sameKeys(k.keys, eventKeys));
    if (!kind) {
      const columnKeys = eventKeys.filter((k) => k !== 'type');
      kind = { keys: eventKeys, codecs: columnKeys.map((k) => codecs.get(k)), kind: kinds.length };
      known.push(kind);
      kinds.push([event.type, ...eventKeys]);
      columns.push(columnKeys.map(() => []));
    }
    order.push(kind.kind);
    const kindColumns = columns[kind.kind] as Json[][];
    let column = 0;
    for (const key of eventKeys) {
      if (key === 'type') continue;
      const codec = kind.codecs[column];
      (kindColumns[column++] as Json[]).push(codec ? codec.pack(event[key], event) : event[key]);
    }
  }
  return [keys, values, kinds, order, columns];
}

/** The game packGame was given; `codecsOf` names the FieldCodecs it was given, from the game's other fields. */
export function unpackGame(packed: PackedGame, codecsOf: (game: Fields) => FieldCodecs = () => ({})): Fields {
  const [keys, values, kinds, order, columns] = packed;
  const game: Fields = {};
  let value = 0;
  for (const key of keys) game[key] = key === 'events' ? [] : values[value++];
  const codecs = codecMap(codecsOf(game));
  const kindsRead = kinds.map(([type, ...eventKeys]) => ({
    type,
    keys: eventKeys,
    coded: eventKeys.flatMap((k) => {
      const codec = codecs.get(k);
      return codec ? [[k, codec] as const] : [];
    }),
  }));
  const taken = kinds.map(() => 0);
  game.events = order.map((kind) => {
    const { type, keys: eventKeys, coded } = kindsRead[kind] as (typeof kindsRead)[number];
    const kindColumns = columns[kind] as Json[][];
    const row = taken[kind] as number;
    taken[kind] = row + 1;
    const event: Fields = {};
    let column = 0;
    for (const key of eventKeys) event[key] = key === 'type' ? type : (kindColumns[column++] as Json[])[row];
    for (const [key, codec] of coded) event[key] = codec.unpack(event[key], event);
    return event;
  });
  return game;
}
