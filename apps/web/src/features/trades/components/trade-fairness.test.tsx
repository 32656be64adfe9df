import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TradeFairness } from './trade-fairness';

const toronto = { id: 4, name: 'Toronto', abbrev: 'TOR' };

describe('TradeFairness', () => {
  it('names the team that gets more value beside the ratio, and flags a lopsided trade', () => {
    renderWithProviders(<TradeFairness fairness={{ ratio: 0.61, lopsided: true, gainer: toronto }} />);
    const box = screen.getByLabelText('Fairness');
    expect(box).toHaveTextContent('Value ratio between the sides: 0.61 · Toronto gets more value');
    expect(screen.getByText('Lopsided')).toBeInTheDocument();
  });

  it('says even when neither side gets more', () => {
    renderWithProviders(<TradeFairness fairness={{ ratio: 1, lopsided: false, gainer: null }} />);
    expect(screen.getByLabelText('Fairness')).toHaveTextContent('1.00 · even');
    expect(screen.queryByText('Lopsided')).not.toBeInTheDocument();
  });
});
