import type { PayrollBreakdown as Breakdown } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PayrollBreakdown } from './payroll-breakdown';

const M = 1_000_000;
const parts = (breakdown: Partial<Breakdown>): Breakdown => ({
  roster: 0,
  injuredReserve: 0,
  minors: 0,
  buried: 0,
  dead: 0,
  retained: 0,
  ...breakdown,
});

describe('what the payroll counts', () => {
  it('lists the parts that add up to the payroll and what burying spares', () => {
    renderWithProviders(
      <PayrollBreakdown
        breakdown={parts({ roster: 84 * M, minors: 3 * M, buried: 2.5 * M, dead: 3 * M })}
        payroll={90 * M}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Roster $84.0M',
      '+ Minors (above the allowance) $3.0M',
      '+ Bought out $3.0M',
      '= Payroll $90.0M',
    ]);
    expect(screen.getByText(/Burying in the minors spares \$2\.5M/)).toBeInTheDocument();
  });

  it('leaves out what the team does not carry, and says nothing of burying when nothing is buried', () => {
    renderWithProviders(<PayrollBreakdown breakdown={parts({ roster: 90 * M })} payroll={90 * M} />);
    expect(screen.queryByText(/Bought out|Retained|Injured reserve/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Burying/)).not.toBeInTheDocument();
  });

  it('can leave out the note on burying where no seasons follow it', () => {
    renderWithProviders(
      <PayrollBreakdown
        breakdown={parts({ roster: 88 * M, minors: 2 * M, buried: 1 * M })}
        payroll={90 * M}
        title="Toronto after"
        burialNote={false}
      />,
    );
    expect(screen.getByRole('region', { name: 'Toronto after' })).toBeInTheDocument();
    expect(screen.queryByText(/Burying/)).not.toBeInTheDocument();
  });
});
