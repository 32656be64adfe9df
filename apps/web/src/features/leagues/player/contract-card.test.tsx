import type { PlayerDetail } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { unsignedWords } from './contract-card';

const team = { id: 4, name: 'Toronto', abbreviation: 'TOR' };
const player = (over: Partial<Pick<PlayerDetail, 'status' | 'team'>>) => ({
  status: 'active' as PlayerDetail['status'],
  team,
  ...over,
});

describe('a player without a contract', () => {
  it('says an unsigned draft pick has none, naming the team that holds his rights', () => {
    expect(unsignedWords(player({ status: 'prospect' }))).toMatch(
      /^Unsigned draft pick: Toronto holds his rights/,
    );
  });

  it('says a player in the draft class and a free agent have none', () => {
    expect(unsignedWords(player({ status: 'draft', team: null }))).toMatch(/^In the draft class/);
    expect(unsignedWords(player({ team: null }))).toMatch(/^Free agent: no contract/);
  });

  it('says nothing for a player under contract, in the minors or hurt', () => {
    for (const status of ['active', 'minors', 'injured', 'scratched'] as const)
      expect(unsignedWords(player({ status }))).toBeNull();
  });
});
