// No imports: the inbox needs this name on every page with messages, without the rest of the domain's
// schemas (docs/decisions/014).

/** How a deleted account is named wherever its username used to show: messages, news, webhooks. */
export const DELETED_USER_NAME = 'Deleted user';
