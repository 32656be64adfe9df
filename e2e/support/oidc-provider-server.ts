// The OpenID Connect provider of the end-to-end run: the app's e2e environment names it as the
// generic provider 'rinkside-id'. Its login page asks who signs in (subject, e-mail, verified).
import { startOidcProvider } from '../../apps/server/test/support/oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 2528);
const appUrl = process.env.OIDC_APP_URL ?? 'http://127.0.0.1:3210';

await startOidcProvider({
  port,
  clients: [
    {
      clientId: 'rinkside-e2e',
      clientSecret: 'rinkside-e2e-secret',
      redirectUris: [`${appUrl}/api/auth/oidc/rinkside-id/callback`],
    },
  ],
});
