import { describe, expect, it } from 'vitest';
import { leagueWebhookEventSchema } from './webhook';

describe('leagueWebhookEventSchema', () => {
  const event = {
    kind: 'results',
    title: 'Results',
    text: 'Boston 3, Toronto 2',
    url: '/league/3/game/55',
    at: '2026-11-01T00:00:00.000Z',
    data: { leagueId: 3 },
  };

  it('reads back a queued event as it was stored, with or without its link', () => {
    expect(leagueWebhookEventSchema.parse(JSON.parse(JSON.stringify(event)))).toEqual(event);
    const { url: _url, ...withoutLink } = event;
    expect(leagueWebhookEventSchema.parse(withoutLink)).toEqual(withoutLink);
  });

  it('refuses a kind no webhook takes and an event without its text', () => {
    expect(leagueWebhookEventSchema.safeParse({ ...event, kind: 'injuries' }).success).toBe(false);
    const { text: _text, ...withoutText } = event;
    expect(leagueWebhookEventSchema.safeParse(withoutText).success).toBe(false);
  });
});
