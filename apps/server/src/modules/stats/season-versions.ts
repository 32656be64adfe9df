export interface SeasonVersion {
  seasonId: number;
  seasonName: string;
  startYear: number;
  version: string;
}

interface Known extends SeasonVersion {
  generation: number;
  expiresAt: number;
}

const LIMIT = 1000;

/**
 * Each league's last known seasons and versions (by `leagueId:active` or `leagueId:seasonId`), trusted
 * until they expire or this app stores results.
 */
export class SeasonVersions {
  readonly #known = new Map<string, Known>();

  find(key: string, now: Date, generation: number): SeasonVersion | undefined {
    const known = this.#known.get(key);
    return known && known.expiresAt > now.getTime() && known.generation === generation ? known : undefined;
  }

  remember(key: string, state: SeasonVersion, options: { generation: number; expiresAt: number }): void {
    if (this.#known.size >= LIMIT) this.#known.clear();
    this.#known.set(key, { ...state, ...options });
  }
}
