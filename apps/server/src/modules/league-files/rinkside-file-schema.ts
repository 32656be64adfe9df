import { RINKSIDE_FILE_FORMAT, RINKSIDE_FILE_VERSION } from './rinkside-file-format';
import { LEAGUE_FILE_EXCLUDED } from './rinkside-excluded-tables';
import { LEAGUE_FILE_TABLES, type TableDeclaration } from './rinkside-tables';

// The JSON Schema of Rinkside's league file (GET /api/league-file.schema.json, docs/league-file.md), made
// from the same table declarations the export and the import follow, so it cannot drift from them.

const cellSchema = { type: ['null', 'number', 'string', 'boolean'] } as const;

function describe(declaration: TableDeclaration): string {
  const refs = Object.entries(declaration.refs).map(([column, target]) =>
    target === 'user'
      ? `${column}: a user (empty on import)`
      : target === 'importer'
        ? `${column}: a user (the importer on import)`
        : `${column} → ${target}.id`,
  );
  const json = Object.entries(declaration.json ?? {}).map(([column, rule]) =>
    rule.kind === 'named'
      ? `${column}: JSON text, ids under keys that name them`
      : `${column}: JSON text, ${rule.kind === 'keys' ? 'keys' : 'numbers'} are ${rule.target} ids`,
  );
  const binary = Object.entries(declaration.binary ?? {}).map(
    ([column, kind]) =>
      `${column}: base64 bytes (${kind === 'game-record' ? 'the compact game record' : 'packed shots'})`,
  );
  const scope =
    declaration.scope.kind === 'via'
      ? `rows of the league through ${declaration.scope.column} → ${declaration.scope.parent}`
      : 'rows of the league';
  return [
    `The ${declaration.table} table: ${scope}; key (${declaration.key.join(', ')}).`,
    ...refs,
    ...json,
    ...binary,
  ].join(' ');
}

const tableSchema = (declaration: TableDeclaration) => ({
  type: 'object',
  description: describe(declaration),
  required: ['columns', 'rows'],
  additionalProperties: false,
  properties: {
    columns: {
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
      description: 'Column names, in the order of each row’s values.',
    },
    rows: { type: 'array', items: { type: 'array', items: cellSchema } },
  },
});

/** The schema document, version 1. */
export function leagueFileJsonSchema(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: '/api/league-file.schema.json',
    title: `Rinkside league file, version ${RINKSIDE_FILE_VERSION}`,
    description:
      'A whole Rinkside league as one gzip-compressed JSON document: each league table as column names and rows. Ids are those of the host that wrote it; an import gives every row a new one. Not carried: ' +
      Object.entries(LEAGUE_FILE_EXCLUDED)
        .map(([table, reason]) => `${table} (${reason})`)
        .join('; ') +
      '.',
    type: 'object',
    required: ['format', 'version', 'exportedAt', 'tables'],
    properties: {
      format: { const: RINKSIDE_FILE_FORMAT },
      version: { const: RINKSIDE_FILE_VERSION },
      exportedAt: { type: 'string', format: 'date-time' },
      league: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        description: 'The league it was written from, for a reader; the import reads the tables.',
      },
      tables: {
        type: 'object',
        additionalProperties: false,
        required: ['leagues'],
        properties: Object.fromEntries(
          LEAGUE_FILE_TABLES.map((declaration) => [declaration.table, tableSchema(declaration)]),
        ),
      },
    },
  };
}
