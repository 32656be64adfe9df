import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/http';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ApplicationsList } from './applications-list';

afterEach(() => vi.unstubAllGlobals());

const applicant = { id: 9, username: 'gm_ann', gmName: null, status: 'pending' as const };

let closeRecruitment = () => {};

/** The list as Commissioner Tools shows it: only while the team's recruitment is open. */
function TeamRecruitment() {
  const queryClient = useQueryClient();
  closeRecruitment = () => queryClient.setQueryData(['league', 3, 'commish'], { open: false });
  const { data } = useQuery({
    queryKey: ['league', 3, 'commish'],
    queryFn: () => apiRequest<{ open: boolean }>('/league/3/recruitment-state'),
  });
  if (!data?.open) return <p>Recruitment closed</p>;
  return <ApplicationsList leagueId={3} teamName="Anaheim Ducks" applications={[applicant] as never} />;
}

describe('ApplicationsList', () => {
  // An accepted application closes the recruitment: the league is read again and the list leaves the page,
  // which can happen before the decision's own answer is handled (another tab, the live events). The
  // confirmation must not leave with it.
  it('confirms an acceptance even when the list has left the page before the answer', async () => {
    let open = true;
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/recruitment-state': () => ({ body: { open } }),
      'POST /league/3/applications/9': async () => {
        open = false;
        await act(async () => closeRecruitment());
        return { body: { message: 'Application accepted.' } };
      },
    });
    renderWithProviders(<TeamRecruitment />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept gm_ann' }));
    expect(await screen.findByText('Recruitment closed')).toBeInTheDocument();
    expect(await screen.findByText('gm_ann is now GM of Anaheim Ducks.')).toBeInTheDocument();
  });

  it('says why a decision failed', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/recruitment-state': { body: { open: true } },
      'POST /league/3/applications/9': {
        status: 409,
        body: { error: 'Conflict', message: 'This application was already decided.' },
      },
    });
    renderWithProviders(<TeamRecruitment />);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline gm_ann' }));
    expect(await screen.findByText('This application was already decided.')).toBeInTheDocument();
  });
});
