import { describe, expect, it } from 'vitest';
import { builderStartFrom, builderStartOf } from './builder-start';

const teams = [
  { teamId: 1, gives: { playerIds: [11], pickIds: [], retained: [] } },
  { teamId: 4, gives: { playerIds: [], pickIds: [40, 41], retained: [] } },
];

describe('builderStartFrom', () => {
  it('starts the builder with the trade the state brings, the viewer’s side as his', () => {
    expect(builderStartFrom(builderStartOf(teams), 1)).toEqual({
      partnerId: 4,
      selection: {
        mine: { playerIds: [11], pickIds: [], retained: {} },
        theirs: { playerIds: [], pickIds: [40, 41], retained: {} },
        note: '',
      },
    });
  });

  it('ignores state that is not a trade, and a trade without the viewer’s team', () => {
    expect(builderStartFrom(null, 1)).toBeNull();
    expect(builderStartFrom({ trade: { teams: [teams[0]] } }, 1)).toBeNull();
    expect(builderStartFrom(builderStartOf(teams), 9)).toBeNull();
  });
});
