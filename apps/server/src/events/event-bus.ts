import type { LiveEvent, StreamEnd } from '@rinkside/domain';

export type SessionEndReason = Extract<StreamEnd['reason'], 'signed-out' | 'revoked'>;

/** One open live stream's view of the bus. */
export interface Subscriber {
  onEvent(event: LiveEvent): void;
  /** A sign-in (refresh token family) of this user ended, on whichever process it happened. */
  onSessionEnded(family: string, reason: SessionEndReason): void;
  /** Events may have been lost (the cross-process listener was down): the stream should start over. */
  onGap(): void;
}

/** Delivers live events to the browsers of the users they concern, in this process. */
export class LocalEventBus {
  private readonly subscribers = new Map<number, Set<Subscriber>>();

  subscribe(userId: number, subscriber: Subscriber): () => void {
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(userId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  /** Hands the event to this process's subscribers of each user. */
  deliver(userIds: readonly number[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) {
      for (const subscriber of this.of(userId)) subscriber.onEvent(event);
    }
  }

  endSession(userId: number, family: string, reason: SessionEndReason): void {
    for (const subscriber of this.of(userId)) subscriber.onSessionEnded(family, reason);
  }

  gap(): void {
    for (const set of this.subscribers.values()) for (const subscriber of [...set]) subscriber.onGap();
  }

  subscriberCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  // A copy: a subscriber may unsubscribe (its stream ends) while being told.
  private of(userId: number): Subscriber[] {
    return [...(this.subscribers.get(userId) ?? [])];
  }
}

/** `reconnecting`: events published elsewhere cannot reach this process right now. */
export type EventBusStatus = 'ok' | 'reconnecting';

export interface EventBus {
  subscribe(userId: number, subscriber: Subscriber): () => void;
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>;
  /** Tells every process that a sign-in ended, so its live streams close. */
  endSession(userId: number, family: string, reason: SessionEndReason): Promise<void>;
  status(): EventBusStatus;
  close(): Promise<void>;
}

/** One process: publishing is delivering. */
export function createLocalEventBus(): EventBus {
  const local = new LocalEventBus();
  return {
    subscribe: (userId, subscriber) => local.subscribe(userId, subscriber),
    publish: async (userIds, event) => local.deliver(userIds, event),
    endSession: async (userId, family, reason) => local.endSession(userId, family, reason),
    status: () => 'ok',
    close: async () => {},
  };
}
