import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImportWarningsList } from './import-warnings-list';

describe('ImportWarningsList', () => {
  it("lists the server's sentences under its title, in order", () => {
    renderWithProviders(
      <ImportWarningsList
        warnings={[
          { code: 'players-skipped', message: '3 retired players are not carried.', count: 3 },
          { code: 'phase-moved', message: 'The draft starts again from its first pick.' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'What could not be carried' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '3 retired players are not carried.',
      'The draft starts again from its first pick.',
    ]);
    expect(screen.queryByText('Everything was carried.')).not.toBeInTheDocument();
  });

  it('says everything was carried when nothing was left behind', () => {
    renderWithProviders(<ImportWarningsList warnings={[]} title="Imported from a ZenGM file" />);
    expect(screen.getByRole('region', { name: 'Imported from a ZenGM file' })).toHaveTextContent(
      'Everything was carried.',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
