import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/** Each game's play-by-play stored compactly. */
export function compactGameRecords(_kind: DatabaseKind) {
  return {
    async up(_db: MigrationDb) {},
    async down(_db: MigrationDb) {},
  };
}
