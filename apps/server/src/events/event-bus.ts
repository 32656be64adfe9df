import type { LiveEvent } from '@rinkside/domain';

export type Listener = (event: LiveEvent) => void;

/** Delivers live events to the browsers of the users they concern, in this process. */
export class LocalEventBus {
  private readonly listeners = new Map<number, Set<Listener>>();

  subscribe(userId: number, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Hands the event to this process's subscribers of each user. */
  deliver(userIds: readonly number[], event: LiveEvent): void {
    for (const userId of new Set(userIds)) {
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    }
  }

  subscriberCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}

export interface EventBus {
  subscribe(userId: number, listener: Listener): () => void;
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

/** One process: publishing is delivering. */
export function createLocalEventBus(): EventBus {
  const local = new LocalEventBus();
  return {
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    publish: async (userIds, event) => local.deliver(userIds, event),
    close: async () => {},
  };
}
