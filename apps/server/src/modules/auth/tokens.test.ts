import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 'a-test-secret-of-thirty-two-bytes!!';

describe('access tokens', () => {
  function tokensAt(start: string) {
    let now = new Date(start);
    const tokens = new AccessTokens(SECRET, 900, () => now);
    return { tokens, later: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
  }

  it('verifies a token it signed, again from memory, with the same claims', async () => {
    const { tokens } = tokensAt('2026-11-30T12:00:00Z');
    const token = await tokens.sign({ userId: 7, family: 'f1' });
    const first = await tokens.verify(token);
    expect(first).toEqual({ userId: 7, family: 'f1', expiresAt: new Date('2026-11-30T12:15:00Z') });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a verified token once it has expired', async () => {
    const { tokens, later } = tokensAt('2026-11-30T12:00:00Z');
    const token = await tokens.sign({ userId: 7 });
    expect(await tokens.verify(token)).not.toBeNull();
    later(899);
    expect(await tokens.verify(token)).not.toBeNull();
    later(1);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token that differs from a verified one by its signature or claims', async () => {
    const { tokens } = tokensAt('2026-11-30T12:00:00Z');
    const token = await tokens.sign({ userId: 7 });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const other = new AccessTokens(`${SECRET}-other`, 900, () => new Date('2026-11-30T12:00:00Z'));
    expect(await other.verify(token)).toBeNull();
  });
});
