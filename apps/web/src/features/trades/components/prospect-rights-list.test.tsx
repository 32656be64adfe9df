import type { DraftRights, TeamSummary } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { emptySide, toggleAsset } from '../trade-selection';
import { AssetColumn } from './asset-column';

const prospect: DraftRights = {
  playerId: 41,
  name: 'Unge Lovende',
  position: 'C',
  age: 19,
  overall: 52,
  draft: { year: 2027, round: 1, overall: 3 },
  rightsEndYear: 2029,
  entryLevel: { capHit: 950_000, years: 3 },
};
const team: TeamSummary = {
  id: 14,
  name: 'Boston Bruins',
  city: 'Boston',
  abbreviation: 'BOS',
  colors: ['#000000', '#ffb81c'],
  conference: null,
  division: null,
  username: null,
  gm: null,
};

describe("the trade builder's prospects", () => {
  it('lists the unsigned draft rights with their deadline, ticked in as a player', async () => {
    const onToggle = vi.fn();
    renderWithProviders(
      <AssetColumn
        role="mine"
        team={team}
        heading="Boston"
        players={[]}
        picks={[]}
        prospects={[prospect]}
        selection={emptySide()}
        onToggle={onToggle}
        onRetain={() => undefined}
      />,
    );
    expect(screen.getByText('2027 draft, round 1 (#3) · rights through the 2029 draft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Give Unge Lovende' }));
    expect(onToggle).toHaveBeenCalledWith('player', 41);
    // The selection holds him among the players the team gives.
    expect(toggleAsset(emptySide(), 'player', 41).playerIds).toEqual([41]);
  });

  it('says when a team has none', () => {
    renderWithProviders(
      <AssetColumn
        role="theirs"
        team={team}
        heading="Boston"
        players={[]}
        picks={[]}
        selection={emptySide()}
        onToggle={() => undefined}
        onRetain={() => undefined}
      />,
    );
    expect(screen.getByText('No unsigned draft picks.')).toBeInTheDocument();
  });
});
