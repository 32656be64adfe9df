import { SOCIAL_PROVIDER_NAME } from '@rinkside/domain';
import { z } from 'zod';

/** One OpenID Connect provider people may sign in with (docs/decisions/042). */
export interface OidcProviderConfig {
  /** In URLs and the database: `google`, `discord`, or an operator's own name. */
  name: string;
  /** On the button: 'Google'. */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Where claims come from when the ID token lacks the e-mail and discovery names no userinfo endpoint. */
  userinfoEndpoint?: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or plain http on this machine only (a provider run for development or tests). */
export function isAllowedIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

export const isLoopbackIssuer = (issuer: string) => new URL(issuer).protocol === 'http:';

const genericProviderSchema = z.object({
  name: z.string().regex(SOCIAL_PROVIDER_NAME, 'name must be 2-32 characters: a-z, 0-9 or -'),
  label: z.string().trim().min(1, 'label is required').max(40),
  issuer: z.string().refine(isAllowedIssuer, 'issuer must be an https URL (plain http only on localhost)'),
  clientId: z.string().min(1, 'clientId is required'),
  clientSecret: z.string().min(1, 'clientSecret is required'),
  scope: z.string().default('openid email profile'),
});

/** OIDC_PROVIDERS: a JSON array of `{ name, label, issuer, clientId, clientSecret, scope? }`. */
export const genericProvidersSchema = z
  .string()
  .trim()
  .default('')
  .transform((value, context) => {
    if (value === '') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON array of {"name","label","issuer","clientId","clientSecret"} objects',
      });
      return z.NEVER;
    }
    const result = z.array(genericProviderSchema).safeParse(parsed);
    if (!result.success) {
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
      }
      return z.NEVER;
    }
    return result.data;
  });

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** The Google and Discord variables: an id and a secret each, both or neither. */
export const builtInProviderEnv = {
  OIDC_GOOGLE_CLIENT_ID: optional,
  OIDC_GOOGLE_CLIENT_SECRET: optional,
  OIDC_DISCORD_CLIENT_ID: optional,
  OIDC_DISCORD_CLIENT_SECRET: optional,
  OIDC_PROVIDERS: genericProvidersSchema,
};

interface ProviderEnv {
  OIDC_GOOGLE_CLIENT_ID?: string | undefined;
  OIDC_GOOGLE_CLIENT_SECRET?: string | undefined;
  OIDC_DISCORD_CLIENT_ID?: string | undefined;
  OIDC_DISCORD_CLIENT_SECRET?: string | undefined;
  OIDC_PROVIDERS: z.output<typeof genericProvidersSchema>;
}

/** The configured providers in button order, or the problems that stop the start. */
export function oidcProviders(env: ProviderEnv): { providers: OidcProviderConfig[]; problems: string[] } {
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  const builtIn = (
    prefix: 'GOOGLE' | 'DISCORD',
    provider: Omit<OidcProviderConfig, 'clientId' | 'clientSecret'>,
  ) => {
    const clientId = env[`OIDC_${prefix}_CLIENT_ID`];
    const clientSecret = env[`OIDC_${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) providers.push({ ...provider, clientId, clientSecret });
    else if (clientId || clientSecret) {
      problems.push(`OIDC_${prefix}_CLIENT_ID and OIDC_${prefix}_CLIENT_SECRET: set both or neither`);
    }
  };
  builtIn('GOOGLE', {
    name: 'google',
    label: 'Google',
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
  });
  // Discord publishes discovery at https://discord.com/.well-known/openid-configuration but leaves its
  // userinfo endpoint out of it.
  builtIn('DISCORD', {
    name: 'discord',
    label: 'Discord',
    issuer: 'https://discord.com',
    scope: 'openid identify email',
    userinfoEndpoint: 'https://discord.com/api/oauth2/userinfo',
  });
  for (const generic of env.OIDC_PROVIDERS) {
    if (providers.some((p) => p.name === generic.name)) {
      problems.push(`OIDC_PROVIDERS: the name '${generic.name}' is used twice`);
    } else providers.push(generic);
  }
  return { providers, problems };
}
