import type { CapSheetResponse } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PayrollBreakdown } from './payroll-breakdown';

const M = 1_000_000;
const sheet = (breakdown: Partial<CapSheetResponse['breakdown']>): CapSheetResponse =>
  ({
    payroll: 90 * M,
    breakdown: { roster: 0, injuredReserve: 0, minors: 0, buried: 0, dead: 0, retained: 0, ...breakdown },
  }) as CapSheetResponse;

describe('what the payroll counts', () => {
  it('lists the parts that add up to the payroll and what burying spares', () => {
    renderWithProviders(
      <PayrollBreakdown sheet={sheet({ roster: 84 * M, minors: 3 * M, buried: 2.5 * M, dead: 3 * M })} />,
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
    renderWithProviders(<PayrollBreakdown sheet={sheet({ roster: 90 * M })} />);
    expect(screen.queryByText(/Bought out|Retained|Injured reserve/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Burying/)).not.toBeInTheDocument();
  });
});
