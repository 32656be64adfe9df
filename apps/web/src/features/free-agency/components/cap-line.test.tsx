import type { FreeAgentsResponse } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CapLine } from './cap-line';

const M = 1_000_000;
const market = (myTeam: Partial<NonNullable<FreeAgentsResponse['myTeam']>> | null): FreeAgentsResponse =>
  ({
    contractSeason: { startYear: 2027, upperLimit: 95.5 * M },
    myTeam: myTeam && {
      id: 14,
      name: 'Toronto',
      payroll: 80 * M,
      committedAhead: false,
      capSpace: 15.5 * M,
      contracts: 44,
      ...myTeam,
    },
  }) as FreeAgentsResponse;

describe("the GM's room to sign", () => {
  it('names this season’s payroll, the cap and the space, linked to the cap sheet', () => {
    renderWithProviders(<CapLine market={market({})} leagueId={3} />);
    expect(screen.getByText(/Toronto: \$80\.0M payroll in 2027–28 of the \$95\.5M cap/)).toBeInTheDocument();
    expect(screen.getByText('$15.5M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your cap sheet' })).toHaveAttribute(
      'href',
      '/league/3/team/14/cap',
    );
  });

  it('says the money is already committed when contracts start next season, and a space below zero', () => {
    renderWithProviders(
      <CapLine market={market({ committedAhead: true, payroll: 97 * M, capSpace: -1.5 * M })} leagueId={3} />,
    );
    expect(screen.getByText(/\$97\.0M already committed to 2027–28/)).toBeInTheDocument();
    expect(screen.getByText('−$1.5M')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See 2027–28 on your cap sheet' })).toBeInTheDocument();
  });

  it('shows nothing to a viewer without a team', () => {
    renderWithProviders(<CapLine market={market(null)} leagueId={3} />);
    expect(screen.queryByText(/cap space/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
