import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * Deliveries stored before docs/decisions/057 kept up to 300 characters of the receiver's answer
 * ("Answered 500: <body>") or a socket's error ("fetch failed (connect ECONNREFUSED 127.0.0.1:4297)"):
 * what an internal server said, readable by whoever set the webhook up. Each becomes Rinkside's own
 * reason, as new deliveries store it. Nothing to undo: the old text is gone on purpose.
 */
export function webhookErrorsInOurWords() {
  return {
    async up(db: MigrationDb) {
      await sql`UPDATE webhook_deliveries
        SET last_error = 'The receiver answered ' || CAST(last_status_code AS VARCHAR(12)) || '.'
        WHERE last_error IS NOT NULL AND last_status_code IS NOT NULL`.execute(db);
      await sql`UPDATE webhook_deliveries SET last_error = 'No answer within 5 s.'
        WHERE last_error LIKE 'No answer within %' AND last_status_code IS NULL`.execute(db);
      await sql`UPDATE webhook_deliveries SET last_error = 'Could not connect to the receiver.'
        WHERE last_error IS NOT NULL AND last_status_code IS NULL
          AND last_error <> 'No answer within 5 s.'`.execute(db);
    },
    async down() {},
  };
}
