import { z } from 'zod';
import { idSchema } from './ids';
import { text } from './text';

// Personal API tokens (docs/decisions/088, docs/api-tokens.md): a bot or a spreadsheet reads the documented
// API as its user, with `Authorization: Bearer rks_…`.

/** What a token may do: `read` uses safe methods only; `write` also changes what its user may change. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** Every token starts with this, so one pasted in a chat or a repository is recognised for what it is. */
export const API_TOKEN_PREFIX = 'rks_';
export const API_TOKEN_NAME_MAX = 60;
/** Live tokens (neither revoked nor expired) one user may hold at once. */
export const API_TOKENS_PER_USER = 20;
/** The lifetimes offered, in days; null never expires. */
export const API_TOKEN_EXPIRIES = [30, 90, 365, null] as const;
export const DEFAULT_API_TOKEN_EXPIRY_DAYS = 90;

/** POST /user/tokens. */
export const createApiTokenRequestSchema = z.object({
  name: text('Token name')
    .trim()
    .min(1, 'Give the token a name, such as "Discord bot".')
    .max(API_TOKEN_NAME_MAX, `A token name is at most ${API_TOKEN_NAME_MAX} characters.`),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
      error: 'A token expires after 30, 90 or 365 days, or never (null).',
    })
    .default(DEFAULT_API_TOKEN_EXPIRY_DAYS),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** A token as its owner sees it in the list: never its secret, which is shown once when it is made. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: z.string(),
  /** Null: it never expires. */
  expiresAt: z.string().nullable(),
  /** Null: never used. Written at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;

export const createdApiTokenSchema = z.object({
  message: z.string(),
  apiToken: apiTokenSchema,
  /** The token itself, `rks_…`: shown this once, stored only as its hash. */
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenIdParamsSchema = z.object({ id: idSchema });
