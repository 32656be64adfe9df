// Each port can be moved by its variable, so two runs on one machine do not collide.
export const E2E = {
  appPort: Number(process.env.E2E_APP_PORT ?? 3210),
  mailSmtpPort: Number(process.env.E2E_MAIL_SMTP_PORT ?? 2526),
  mailHttpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? 2527),
  /** The OpenID Connect provider people sign in with in e2e/social-sign-in.spec.ts. */
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? 2528),
  // A name that is not localhost, which the plain-http project's browser maps to 127.0.0.1.
  plainHttpHost: 'rinkside.test',
} as const;
