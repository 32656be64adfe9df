import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_DESCRIPTION, STANDINGS_TO_DISCORD_EXAMPLE } from './openapi-description';

const guide = readFileSync(new URL('../../../../docs/api-tokens.md', import.meta.url), 'utf8');

describe('the API token example', () => {
  it('is the same on the OpenAPI page and in docs/api-tokens.md', () => {
    expect(OPENAPI_DESCRIPTION).toContain(STANDINGS_TO_DISCORD_EXAMPLE);
    expect(guide).toContain(STANDINGS_TO_DISCORD_EXAMPLE);
  });

  it('reads the standings with a bearer token and posts them to a Discord webhook', () => {
    expect(STANDINGS_TO_DISCORD_EXAMPLE).toContain('/api/league/${LEAGUE_ID}/standings');
    expect(STANDINGS_TO_DISCORD_EXAMPLE).toContain('Authorization: `Bearer ${RINKSIDE_TOKEN}`');
    expect(STANDINGS_TO_DISCORD_EXAMPLE).toContain('fetch(DISCORD_WEBHOOK_URL');
  });
});
