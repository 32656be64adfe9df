import {
  decodeGame,
  decodeGameRecord,
  encodeGameRecord,
  encodeSimulation,
  packShots,
  unpackShots,
} from '../games/api';
import type { BinaryColumn, JsonIds, TableName } from './rinkside-tables';

// New ids for a league file's rows (docs/decisions/086): an id column is looked up in its table's map;
// ids inside JSON text and inside a played game's bytes are found by what holds them and looked up too.

/** Old id to new id, per table of the file. */
export type IdMaps = ReadonlyMap<TableName, ReadonlyMap<number, number>>;

/** Tells the import about an id that its file does not hold (it is kept as it was). */
export type MissingId = (table: TableName, id: number) => void;

/** JSON keys whose numbers are ids of a table, by the names Rinkside's payloads give them. */
const NAMED_IDS: readonly (readonly [RegExp, TableName])[] = [
  [/(^t|T)eamIds?$/, 'teams'],
  [/(^p|P)layerIds?$/, 'players'],
  [/(^g|G)ameIds?$/, 'games'],
  [/(^s|S)easonIds?$/, 'seasons'],
  [/(^t|T)radeIds?$/, 'trades'],
  [/(^p|P)ickIds?$/, 'draft_picks'],
  [/(^d|D)raftIds?$/, 'drafts'],
  [/(^l|L)eagueIds?$/, 'leagues'],
];

/** Lists of team ids under names of their own: a lottery's order, a bracket's teams by record. */
const TEAM_LISTS = new Set(['order', 'byRecord']);

/** Keys a played game names a player under, in its events, stats, stars, injuries and replacements. */
const GAME_PLAYER_KEYS = new Set([
  'players',
  'winner',
  'loser',
  'shooter',
  'goalie',
  'deflectedBy',
  'deflectedFrom',
  'blocker',
  'scorer',
  'assists',
  'endedPenalty',
  'hitter',
  'hittee',
  'player',
  'playerId',
  'out',
  'in',
]);
/** Maps keyed by the player's id. */
const GAME_PLAYER_MAPS = new Set(['playerStats', 'goalieStats']);

function lookup(maps: IdMaps, table: TableName, id: number, missing: MissingId): number {
  const found = maps.get(table)?.get(id);
  if (found === undefined) {
    missing(table, id);
    return id;
  }
  return found;
}

/** An id as JSON holds it, a number or a string of digits, looked up and given back in its own kind. */
function remapOne(value: unknown, table: TableName, maps: IdMaps, missing: MissingId): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return lookup(maps, table, value, missing);
  if (typeof value === 'string' && /^\d+$/.test(value))
    return String(lookup(maps, table, Number(value), missing));
  if (Array.isArray(value)) return value.map((item) => remapOne(item, table, maps, missing));
  return value;
}

const namedTable = (key: string): TableName | null =>
  NAMED_IDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;

/** Every number in `value` is an id of `table`. */
function remapNumbers(value: unknown, table: TableName, maps: IdMaps, missing: MissingId): unknown {
  if (typeof value === 'number') return remapOne(value, table, maps, missing);
  if (Array.isArray(value)) return value.map((item) => remapNumbers(item, table, maps, missing));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, remapNumbers(item, table, maps, missing)]),
    );
  return value;
}

/**
 * Ids under keys that name them (`teamId`, `fromTeamId`, `playerIds`, ...), a team reference's `id` (an
 * object with an abbreviation), and the lists of team ids in TEAM_LISTS.
 */
function remapNamed(value: unknown, maps: IdMaps, missing: MissingId): unknown {
  if (Array.isArray(value)) return value.map((item) => remapNamed(item, maps, missing));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const teamRef = typeof record.abbreviation === 'string' && typeof record.id === 'number';
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => {
      if (teamRef && key === 'id') return [key, remapOne(item, 'teams', maps, missing)];
      if (TEAM_LISTS.has(key) && Array.isArray(item)) return [key, remapOne(item, 'teams', maps, missing)];
      const table = namedTable(key);
      if (table && (typeof item === 'number' || Array.isArray(item)))
        return [key, remapOne(item, table, maps, missing)];
      return [key, remapNamed(item, maps, missing)];
    }),
  );
}

/** A JSON text column with its ids replaced as its declaration says. */
export function remapJsonText(
  text: string | null,
  rule: JsonIds,
  maps: IdMaps,
  missing: MissingId,
): string | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  if (rule.kind === 'numbers') return JSON.stringify(remapNumbers(value, rule.target, maps, missing));
  if (rule.kind === 'named') return JSON.stringify(remapNamed(value, maps, missing));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return text;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(value).map(([key, item]) => [remapOne(key, rule.target, maps, missing), item]),
    ),
  );
}

/**
 * A played game (record or as the API tells it) with every player named by his new id, changed in place:
 * it was just decoded from its bytes and is encoded again at once.
 */
export function remapGamePlayers<T>(value: T, players: (id: unknown) => unknown): T {
  if (Array.isArray(value)) {
    value.forEach((item) => remapGamePlayers(item, players));
    return value;
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (GAME_PLAYER_KEYS.has(key))
      record[key] = Array.isArray(item) ? item.map((id) => players(id)) : players(item);
    else if (GAME_PLAYER_MAPS.has(key) && item && typeof item === 'object')
      for (const [side, byId] of Object.entries(item as Record<string, Record<string, unknown>>))
        (item as Record<string, unknown>)[side] = Object.fromEntries(
          Object.entries(byId).map(([id, stats]) => [String(players(id)), remapGamePlayers(stats, players)]),
        );
    else if (item && typeof item === 'object') remapGamePlayers(item, players);
  }
  return value;
}

/** A bytes column with the players it names given their new ids, stored again in the current format. */
export function remapBinary(
  bytes: Uint8Array,
  kind: BinaryColumn,
  maps: IdMaps,
  missing: MissingId,
): Uint8Array {
  const player = (id: unknown) => remapOne(id, 'players', maps, missing);
  if (kind === 'team-shots')
    return packShots(
      unpackShots(bytes).map((shot) => ({ ...shot, shooterId: player(shot.shooterId) as number })),
    );
  const record = decodeGameRecord(bytes);
  if (record) return encodeGameRecord(remapGamePlayers(record, player));
  return encodeSimulation(remapGamePlayers(decodeGame(bytes), player));
}
