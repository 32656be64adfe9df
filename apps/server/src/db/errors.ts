/**
 * What a database error means for the request that caused it, read from the driver's error code
 * (better-sqlite3's `SQLITE_*` codes, PostgreSQL's SQLSTATE): never from the message text, which
 * changes with the server's version and locale.
 */
export type DatabaseErrorKind =
  | 'unique-violation'
  | 'out-of-range'
  | 'invalid-text'
  | 'statement-cancelled'
  /** Two transactions met at the same moment; the same work run again alone succeeds (docs/decisions/062). */
  | 'concurrent-change';

const KIND_BY_CODE = new Map<string, DatabaseErrorKind>(
  Object.entries({
    // better-sqlite3
    SQLITE_CONSTRAINT_UNIQUE: 'unique-violation',
    SQLITE_CONSTRAINT_PRIMARYKEY: 'unique-violation',
    // The database's write lock was held past busy_timeout, or a read snapshot went stale at its first write.
    SQLITE_BUSY: 'concurrent-change',
    SQLITE_BUSY_SNAPSHOT: 'concurrent-change',
    SQLITE_BUSY_TIMEOUT: 'concurrent-change',
    // PostgreSQL SQLSTATE
    '23505': 'unique-violation', // unique_violation
    '22003': 'out-of-range', // numeric_value_out_of_range: an id past 2^31 - 1 in an integer column
    '22021': 'invalid-text', // character_not_in_repertoire: a NUL byte in a text value
    '22P05': 'invalid-text', // untranslatable_character: \u0000 inside JSON
    '22P02': 'invalid-text', // invalid_text_representation: 'abc' given for an integer
    '57014': 'statement-cancelled', // query_canceled: past the statement timeout (docs/decisions/061)
    '40P01': 'concurrent-change', // deadlock_detected: PostgreSQL rolled this transaction back
    '40001': 'concurrent-change', // serialization_failure
  } as const),
);

export function databaseErrorKind(error: unknown): DatabaseErrorKind | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' ? KIND_BY_CODE.get(code) : undefined;
}

/** What a request hears when its transaction met another twice in a row (docs/decisions/062). */
export const CONCURRENT_CHANGE =
  'Another change to these teams happened at the same moment. Please try again.';

/**
 * Whether a failed transaction may be run once more as it is: a deadlock, a serialization failure or a
 * busy SQLite, where the other transaction's commit, not this request, was the cause. A unique violation
 * or a bad value would fail again, so it is not.
 */
export function isRetryableConflict(error: unknown): boolean {
  return databaseErrorKind(error) === 'concurrent-change';
}
