import type { ContractOffer, ContractOffersResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { YourOffers } from './your-offers';

let nextId = 1;
const offer = (team: { id: number; name: string }, lastName: string): ContractOffer => ({
  id: nextId++,
  player: { id: nextId, firstName: 'Sam', lastName, position: 'C' },
  team,
  capHit: 1_500_000,
  years: 2,
  madeAt: '2027-07-01T16:00:00.000Z',
  decideAt: '2027-07-03T16:00:00.000Z',
  state: 'open',
  reason: null,
  decidedAt: null,
});
const toronto = { id: 3, name: 'Toronto' };
const boston = { id: 5, name: 'Boston' };
const answer = (body: ContractOffersResponse) => mockApi({ 'GET /league/7/contract-offers': { body } });
const tableUnder = async (heading: string) => {
  const title = await screen.findByRole('heading', { name: heading });
  const section = title.parentElement;
  if (!section) throw new Error(`Nothing under ${heading}`);
  return within(section).getByRole('table');
};

afterEach(() => vi.unstubAllGlobals());

describe("a GM's offers", () => {
  it("lists only his team's offers as his, and a commissioner's view of the others apart, by team", async () => {
    answer({ yourTeamId: 3, offers: [offer(toronto, 'Mine'), offer(boston, 'Theirs')] });
    renderWithProviders(<YourOffers leagueId={7} timeZone="America/Toronto" />);
    const yours = await tableUnder('Your offers');
    expect(within(yours).getByText(/Mine/)).toBeInTheDocument();
    expect(within(yours).queryByText(/Theirs/)).not.toBeInTheDocument();
    const others = await tableUnder("Other teams' offers");
    expect(within(others).getByText(/Theirs/)).toBeInTheDocument();
    expect(within(others).getByText('Boston')).toBeInTheDocument();
    expect(
      within(others).getByRole('button', { name: "Withdraw Boston's offer to Sam Theirs" }),
    ).toBeInTheDocument();
  });

  it('shows a GM only his own, with no section for other teams', async () => {
    answer({ yourTeamId: 3, offers: [offer(toronto, 'Mine')] });
    renderWithProviders(<YourOffers leagueId={7} timeZone="America/Toronto" />);
    await tableUnder('Your offers');
    expect(screen.queryByRole('heading', { name: "Other teams' offers" })).not.toBeInTheDocument();
  });

  it("shows a commissioner without a team every team's offers, and says when there are none", async () => {
    answer({ yourTeamId: null, offers: [] });
    renderWithProviders(<YourOffers leagueId={7} timeZone="America/Toronto" />);
    expect(await screen.findByRole('heading', { name: "Every team's offers" })).toBeInTheDocument();
    expect(screen.getByText('No team has made an offer yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your offers' })).not.toBeInTheDocument();
  });
});
