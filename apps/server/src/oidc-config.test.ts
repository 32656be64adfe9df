import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const generic = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify([
    {
      name: 'keycloak',
      label: 'Club login',
      issuer: 'https://id.example.com/realms/club',
      clientId: 'rinkside',
      clientSecret: 's3cret',
      ...overrides,
    },
  ]);

describe('social sign-in providers in the configuration', () => {
  it('has none unless configured', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).oidcProviders).toEqual([]);
  });

  it('offers Google and Discord with their issuers, then the generic ones, in that order', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      OIDC_DISCORD_CLIENT_ID: 'd-id',
      OIDC_DISCORD_CLIENT_SECRET: 'd-secret',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_PROVIDERS: generic(),
    });
    expect(config.oidcProviders.map((p) => [p.name, p.label, p.issuer])).toEqual([
      ['google', 'Google', 'https://accounts.google.com'],
      ['discord', 'Discord', 'https://discord.com'],
      ['keycloak', 'Club login', 'https://id.example.com/realms/club'],
    ]);
    expect(config.oidcProviders[1]).toMatchObject({ clientId: 'd-id', scope: 'openid identify email' });
  });

  it('refuses an id without its secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OIDC_GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      /OIDC_GOOGLE_CLIENT_ID and OIDC_GOOGLE_CLIENT_SECRET: set both or neither/,
    );
  });

  it('refuses unreadable JSON, a plain-http issuer off this machine, and a name used twice', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', OIDC_PROVIDERS: '[{' })).toThrow(/must be a JSON array/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', OIDC_PROVIDERS: generic({ issuer: 'http://id.example.com' }) }),
    ).toThrow(/issuer must be an https URL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        OIDC_PROVIDERS: generic({ name: 'google' }),
        OIDC_GOOGLE_CLIENT_ID: 'g',
        OIDC_GOOGLE_CLIENT_SECRET: 's',
      }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', OIDC_PROVIDERS: generic({ name: 'Bad Name' }) })).toThrow(
      /name must be 2-32 characters/,
    );
  });

  it('accepts a plain-http issuer on localhost, for a provider run beside Rinkside', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      OIDC_PROVIDERS: generic({ issuer: 'http://127.0.0.1:4913' }),
    });
    expect(config.oidcProviders[0]?.issuer).toBe('http://127.0.0.1:4913');
  });
});
