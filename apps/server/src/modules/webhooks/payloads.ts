import { createHmac } from 'node:crypto';
import type { LeagueWebhookEvent, WebhookFormat, WebhookKind } from '@rinkside/domain';

/** Waits after the 1st, 2nd, … failed attempt; after the last one the delivery is given up (docs/decisions/034). */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When a delivery that failed its `attempts`-th attempt is tried again; null: it has failed for good. */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** What a delivery sends: the event, the league it happened in and the delivery's id. */
export interface Outgoing {
  deliveryId: number;
  league: { id: number; name: string };
  kind: WebhookKind | 'test';
  event: LeagueWebhookEvent;
}

// Discord's embed limits: a title of 256 characters, a description of 4096.
const DISCORD_TITLE_MAX = 256;
const DISCORD_DESCRIPTION_MAX = 4096;
const KIND_COLORS: Record<WebhookKind | 'test', number> = {
  results: 0x1c7ed6,
  transactions: 0x7048e8,
  phases: 0xf08c00,
  awards: 0xf5c518,
  draft: 0x2f9e44,
  board: 0x0ca678,
  test: 0x868e96,
};

/** The event's link made absolute with the app's public address; none when it has no path. */
export function absoluteUrl(publicUrl: string, path: string | undefined): string | undefined {
  if (path === undefined || path === '') return undefined;
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/** A Discord webhook's body: one embed per event. */
export function discordBody(outgoing: Outgoing, publicUrl: string) {
  const { event, league } = outgoing;
  const url = absoluteUrl(publicUrl, event.url);
  return {
    embeds: [
      {
        title: clip(event.title, DISCORD_TITLE_MAX),
        description: clip(event.text, DISCORD_DESCRIPTION_MAX),
        ...(url ? { url } : {}),
        timestamp: event.at,
        color: KIND_COLORS[outgoing.kind],
        footer: { text: league.name },
      },
    ],
  };
}

/** The generic JSON body, signed by `signature`. */
export function jsonBody(outgoing: Outgoing, publicUrl: string) {
  const { event } = outgoing;
  return {
    id: outgoing.deliveryId,
    league: outgoing.league,
    kind: outgoing.kind,
    title: event.title,
    text: event.text,
    url: absoluteUrl(publicUrl, event.url) ?? null,
    at: event.at,
    data: event.data,
  };
}

/**
 * `sha256=` and the hex HMAC-SHA256, keyed with the webhook's secret, of `{timestamp}.{raw body}`:
 * the timestamp is signed so a receiver can refuse a replayed old delivery (docs/decisions/034).
 */
export function signature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** The raw body and headers one delivery is POSTed with. */
export function request(
  outgoing: Outgoing,
  webhook: { format: WebhookFormat; secret: string },
  { publicUrl, now }: { publicUrl: string; now: Date },
): { body: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Rinkside-Webhooks/1',
  };
  if (webhook.format === 'discord') {
    return { body: JSON.stringify(discordBody(outgoing, publicUrl)), headers };
  }
  const body = JSON.stringify(jsonBody(outgoing, publicUrl));
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    body,
    headers: {
      ...headers,
      'x-rinkside-event': outgoing.kind,
      'x-rinkside-delivery': String(outgoing.deliveryId),
      'x-rinkside-timestamp': timestamp,
      'x-rinkside-signature': signature(webhook.secret, timestamp, body),
    },
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
