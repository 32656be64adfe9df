import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  absoluteUrl,
  discordBody,
  jsonBody,
  nextAttemptAfter,
  request,
  signature,
  type Outgoing,
} from './payloads';

const outgoing: Outgoing = {
  deliveryId: 41,
  league: { id: 3, name: 'Front Office' },
  kind: 'results',
  event: {
    kind: 'results',
    title: 'Boston 4, Toronto 2',
    text: 'Pastrnak scores twice as Boston wins at home.',
    url: '/league/3/game/55',
    at: '2026-10-04T23:30:00.000Z',
    data: { gameId: 55 },
  },
};
const publicUrl = 'https://rinkside.example.com';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the timestamp, a dot and the raw body, keyed with the secret', () => {
    const expected = createHmac('sha256', 'whsec_key').update('1790000000.{"a":1}').digest('hex');
    expect(signature('whsec_key', '1790000000', '{"a":1}')).toBe(`sha256=${expected}`);
  });

  it('changes with the body, the timestamp and the secret', () => {
    const base = signature('k', '1', 'body');
    expect(signature('k', '1', 'body ')).not.toBe(base);
    expect(signature('k', '2', 'body')).not.toBe(base);
    expect(signature('k2', '1', 'body')).not.toBe(base);
  });

  it("signs the JSON format's exact raw body with the delivery's timestamp header", () => {
    const now = new Date('2026-10-05T00:00:00.000Z');
    const { body, headers } = request(outgoing, { format: 'json', secret: 's3cret' }, { publicUrl, now });
    expect(headers['x-rinkside-timestamp']).toBe(String(now.getTime() / 1000));
    expect(headers['x-rinkside-event']).toBe('results');
    expect(headers['x-rinkside-delivery']).toBe('41');
    expect(headers['x-rinkside-signature']).toBe(signature('s3cret', String(now.getTime() / 1000), body));
  });

  it('sends no secret-derived header to Discord', () => {
    const { headers } = request(outgoing, { format: 'discord', secret: 's' }, { publicUrl, now: new Date() });
    expect(Object.keys(headers).filter((name) => name.startsWith('x-rinkside'))).toEqual([]);
  });
});

describe('webhook bodies', () => {
  it('JSON: the delivery id, league, kind, texts, absolute link, time and data', () => {
    expect(jsonBody(outgoing, publicUrl)).toEqual({
      id: 41,
      league: { id: 3, name: 'Front Office' },
      kind: 'results',
      title: 'Boston 4, Toronto 2',
      text: 'Pastrnak scores twice as Boston wins at home.',
      url: 'https://rinkside.example.com/league/3/game/55',
      at: '2026-10-04T23:30:00.000Z',
      data: { gameId: 55 },
    });
  });

  it('Discord: one embed with title, description, link, timestamp and a colour per kind', () => {
    const body = discordBody(outgoing, publicUrl);
    expect(body.embeds).toHaveLength(1);
    expect(body.embeds[0]).toMatchObject({
      title: 'Boston 4, Toronto 2',
      description: 'Pastrnak scores twice as Boston wins at home.',
      url: 'https://rinkside.example.com/league/3/game/55',
      timestamp: '2026-10-04T23:30:00.000Z',
      footer: { text: 'Front Office' },
    });
    const phases = discordBody({ ...outgoing, kind: 'phases' }, publicUrl);
    expect(phases.embeds[0]?.color).not.toBe(body.embeds[0]?.color);
  });

  it("Discord: clips a title past Discord's 256 characters and leaves out a missing link", () => {
    const long = { ...outgoing, event: { ...outgoing.event, title: 'x'.repeat(300), url: undefined } };
    const embed = discordBody(long, publicUrl).embeds[0];
    expect(embed?.title).toHaveLength(256);
    expect(embed?.title.endsWith('…')).toBe(true);
    expect(embed).not.toHaveProperty('url');
  });

  it('makes links absolute under a public address with a path', () => {
    expect(absoluteUrl('https://example.com/rinkside', '/league/1')).toBe('https://example.com/league/1');
    expect(absoluteUrl('https://example.com/', '/league/1')).toBe('https://example.com/league/1');
    expect(absoluteUrl('https://example.com', undefined)).toBeUndefined();
  });
});

describe('webhook retry schedule', () => {
  const failedAt = new Date('2026-10-05T00:00:00.000Z');
  const after = (attempts: number) => {
    const next = nextAttemptAfter(attempts, failedAt);
    return next === null ? null : (next.getTime() - failedAt.getTime()) / 1000;
  };

  it('waits 30 s, 2 min, 10 min, 1 h, then 6 h after each failure', () => {
    expect([1, 2, 3, 4, 5].map(after)).toEqual([30, 120, 600, 3600, 21_600]);
  });

  it('gives up after the sixth attempt', () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(after(6)).toBeNull();
  });
});
