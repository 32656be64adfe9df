import type { SocialProvider } from '@rinkside/domain';
import * as client from 'openid-client';
import { type OidcProviderConfig, isLoopbackIssuer } from '../../oidc-config';
import type { ProviderProfile } from './decide';
import type { OidcFlow } from './flow-cookies';

const PROVIDER_TIMEOUT_SECONDS = 10;

/** A provider's answer was refused: wrong state, a bad token, an error it sent back. */
export class ProviderRefused extends Error {
  constructor(
    readonly reason: 'invalid-state' | 'cancelled' | 'provider-error',
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/**
 * The configured providers and their discovered metadata, fetched on first use and kept for the app's
 * life; a failed discovery is not kept, so the next try asks again.
 */
export class OidcClients {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(private readonly providers: OidcProviderConfig[]) {}

  list(): SocialProvider[] {
    return this.providers.map(({ name, label }) => ({ name, label }));
  }

  find(name: string): OidcProviderConfig | undefined {
    return this.providers.find((p) => p.name === name);
  }

  /** The label of a provider, also of one no longer configured (its identities stay listed). */
  label(name: string): string {
    return this.find(name)?.label ?? name;
  }

  configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let found = this.configurations.get(provider.name);
    if (!found) {
      found = discover(provider);
      this.configurations.set(provider.name, found);
      found.catch(() => this.configurations.delete(provider.name));
    }
    return found;
  }
}

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const insecure = isLoopbackIssuer(provider.issuer);
  const discovered = await client.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    undefined,
    { timeout: PROVIDER_TIMEOUT_SECONDS, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
  );
  const { supportsPKCE: _helper, ...metadata } = discovered.serverMetadata();
  const config = new client.Configuration(
    { ...metadata, userinfo_endpoint: metadata.userinfo_endpoint ?? provider.userinfoEndpoint },
    provider.clientId,
    provider.clientSecret,
    clientAuthentication(metadata.token_endpoint_auth_methods_supported, provider.clientSecret),
  );
  if (insecure) client.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

/** HTTP Basic, the standard's default, unless the provider lists only form posts. */
function clientAuthentication(supported: string[] | undefined, secret: string): client.ClientAuth {
  const postOnly = supported?.includes('client_secret_post') && !supported.includes('client_secret_basic');
  return postOnly ? client.ClientSecretPost(secret) : client.ClientSecretBasic(secret);
}

/** The provider's authorization URL for a new flow: code, PKCE (S256), state and nonce. */
export async function authorizationUrl(
  config: client.Configuration,
  provider: OidcProviderConfig,
  flow: Pick<OidcFlow, 'state' | 'nonce' | 'codeVerifier' | 'intent'>,
  redirectUri: string,
): Promise<URL> {
  return client.buildAuthorizationUrl(config, {
    // Confirming it is the owner asks the provider for a sign-in now, not its remembered one.
    ...(flow.intent === 'reauthenticate' ? { max_age: '0' } : {}),
    redirect_uri: redirectUri,
    scope: provider.scope,
    response_type: 'code',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export const newFlowSecrets = () => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

/**
 * Checks the provider's answer (state, PKCE, ID token and its nonce), exchanges the code and reads who
 * signed in: from the ID token, and from userinfo when the token has no e-mail.
 */
export async function exchangeCode(
  config: client.Configuration,
  callbackUrl: URL,
  flow: OidcFlow,
): Promise<ProviderProfile> {
  const error = callbackUrl.searchParams.get('error');
  if (error) throw new ProviderRefused(error === 'access_denied' ? 'cancelled' : 'provider-error');
  if (callbackUrl.searchParams.get('state') !== flow.state) throw new ProviderRefused('invalid-state');
  let claims: Record<string, unknown>;
  try {
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    claims = { ...idToken };
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
    }
  } catch (cause) {
    throw new ProviderRefused('provider-error', { cause });
  }
  const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email : null;
  return {
    subject: String(claims.sub),
    ...(typeof claims.auth_time === 'number' ? { authTime: new Date(claims.auth_time * 1000) } : {}),
    email: email?.trim().toLowerCase() ?? null,
    // Some providers send the string 'true'.
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    preferredUsername:
      typeof claims.preferred_username === 'string'
        ? claims.preferred_username
        : typeof claims.username === 'string'
          ? claims.username
          : null,
  };
}
