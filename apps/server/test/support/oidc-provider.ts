// A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 for tests. Its login page is a
// plain form where the tester says who signs in: subject, e-mail and whether it is verified.
import { generateKeyPairSync } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface TestProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface TestAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  port?: number;
  clients: TestProviderClient[];
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['rinkside-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: consent is given with the login, never asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified }),
      };
    },
  });
  const callback = provider.callback();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) return void callback(request, response);
    interaction(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(request));
      const sub = form.get('sub') ?? '';
      accounts.set(sub, {
        email: form.get('email') ?? '',
        emailVerified: form.get('email_verified') === 'on',
      });
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(loginPage(details.uid));
  }

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const loginPage = (uid: string) => `<!doctype html>
<html lang="en"><head><title>Test provider sign-in</title></head>
<body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${uid}">
<p><label>Subject <input name="sub" required></label></p>
<p><label>Email <input name="email" type="email"></label></p>
<p><label><input name="email_verified" type="checkbox" checked> Email verified</label></p>
<p><button type="submit">Continue</button></p>
</form></main></body></html>`;

/**
 * Signs in at the provider as a person would, from the authorization URL to the redirect back to
 * Rinkside, whose URL (with code and state) is returned. A fresh cookie jar: always a new login.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  account: { sub: string; email?: string; emailVerified?: boolean },
  redirectPrefix: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(redirectPrefix)) return new URL(url);
    let response = await send(url);
    if (response.status === 200 && url.includes('/interaction/')) {
      const form = new URLSearchParams({ sub: account.sub, email: account.email ?? '' });
      if (account.emailVerified ?? true) form.set('email_verified', 'on');
      response = await send(url, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider answered ${response.status} at ${url}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects at the provider');
}
