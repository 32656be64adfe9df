import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/** Player injuries, roles and potential, and each team's goalie plan. */
export function playerAvailability(_kind: DatabaseKind) {
  return {
    async up(_db: MigrationDb) {},
    async down(_db: MigrationDb) {},
  };
}
