import { createRng, generatePlayer } from '@rinkside/sim';
import { describe, expect, it } from 'vitest';
import { StoredJsonError } from '../../db/json-column';
import { playerToRow } from '../../db/player-row';
import { rowToPlayer, type PlayerRow } from './mapping';

function storedRow(position: 'C' | 'G'): PlayerRow {
  const player = generatePlayer(createRng(7), { id: 41, position });
  return { ...playerToRow(player, 1, 3, 2026), id: 41 } as unknown as PlayerRow;
}

describe("a players row's ratings", () => {
  it("read back as the skater's or the goalie's ratings that were stored", () => {
    const skaterRow = storedRow('C');
    expect(rowToPlayer(skaterRow).attributes).toEqual(JSON.parse(skaterRow.attributes).attributes);
    expect(rowToPlayer(skaterRow).goalieAttributes).toBeUndefined();
    const goalieRow = storedRow('G');
    expect(rowToPlayer(goalieRow).goalieAttributes).toEqual(
      JSON.parse(goalieRow.attributes).goalieAttributes,
    );
  });

  it('that no longer read are an error naming the player and the rating, never cast', () => {
    const row = storedRow('C');
    const stored = JSON.parse(row.attributes);
    stored.attributes.skating.speed = 140;
    expect(() => rowToPlayer({ ...row, attributes: JSON.stringify(stored) })).toThrow(StoredJsonError);
    expect(() => rowToPlayer({ ...row, attributes: JSON.stringify(stored) })).toThrow(
      'The stored ratings of player 41 does not read: attributes.skating.speed: not a rating from 0 to 99.',
    );
    expect(() => rowToPlayer({ ...row, attributes: '{"attributes":' })).toThrow(/player 41 .*not JSON/);
  });
});
