export interface SeasonVersion {
  seasonId: number;
  version: string;
}

interface Known extends SeasonVersion {
  generation: number;
  expiresAt: number;
}

const LIMIT = 1000;

/** Each league's last known active season and version, trusted until it expires or this app stores results. */
export class SeasonVersions {
  readonly #known = new Map<number, Known>();

  find(leagueId: number, now: Date, generation: number): SeasonVersion | undefined {
    const known = this.#known.get(leagueId);
    return known && known.expiresAt > now.getTime() && known.generation === generation ? known : undefined;
  }

  remember(leagueId: number, state: SeasonVersion, options: { generation: number; expiresAt: number }): void {
    if (this.#known.size >= LIMIT) this.#known.clear();
    this.#known.set(leagueId, { ...state, ...options });
  }
}
