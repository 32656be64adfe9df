import { DEFAULT_GOALIE_PLAN, type GoaliePlan } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { GoaliePlanCard } from './goalie-plan-card';

afterEach(() => vi.unstubAllGlobals());

const path = '/team/league/3/team/14/goalie-plan';
const answer = (goaliePlan: GoaliePlan, overrides: object = {}) => ({
  teamId: 14,
  editable: true,
  isDefault: false,
  goaliePlan,
  ...overrides,
});

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ ...signedOutRoutes, ...routes });
  renderWithProviders(<GoaliePlanCard leagueId={3} teamId={14} />);
  return fetchMock;
}

const slider = () => screen.getByRole('slider', { name: /Starter's share of starts/ });

describe('GoaliePlanCard', () => {
  it('shows the default plan, marked Default, in shares and games', async () => {
    renderCard({ [`GET ${path}`]: { body: answer(DEFAULT_GOALIE_PLAN, { isDefault: true }) } });
    expect(await screen.findByText("Starter's share of starts: 72%")).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByText('About 59 of 82 games for the Starter, 23 for the Backup.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Rest the Starter on back-to-backs/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Goalie Plan' })).toBeDisabled();
  });

  it('changes the share by keyboard and the switch, then saves the whole plan', async () => {
    const fetchMock = renderCard({
      [`GET ${path}`]: { body: answer(DEFAULT_GOALIE_PLAN, { isDefault: true }) },
      [`PUT ${path}`]: (init) => ({
        body: answer((JSON.parse(String(init?.body)) as { goaliePlan: GoaliePlan }).goaliePlan),
      }),
    });
    await screen.findByText("Starter's share of starts: 72%");
    slider().focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText("Starter's share of starts: 70%")).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-valuenow', '70');
    await userEvent.click(screen.getByRole('switch', { name: /Rest the Starter/ }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Goalie Plan' }));
    expect(await screen.findByText('Goalie plan saved.')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Default')).not.toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      goaliePlan: { starterShare: 0.7, restOnBackToBack: false },
    });
  });

  it("keeps the edit and shows the server's reason when the save fails", async () => {
    renderCard({
      [`GET ${path}`]: { body: answer({ starterShare: 0.8, restOnBackToBack: true }) },
      [`PUT ${path}`]: {
        status: 403,
        body: {
          error: 'Forbidden',
          message: "Only this team's GM or the commissioner can change its goalie plan.",
        },
      },
    });
    await screen.findByText("Starter's share of starts: 80%");
    slider().focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Goalie Plan' }));
    expect(await screen.findByText('Goalie plan not saved')).toBeInTheDocument();
    expect(
      screen.getByText("Only this team's GM or the commissioner can change its goalie plan."),
    ).toBeInTheDocument();
    expect(screen.getByText("Starter's share of starts: 100%")).toBeInTheDocument();
  });

  it('offers the default back once the plan differs from it', async () => {
    renderCard({ [`GET ${path}`]: { body: answer({ starterShare: 0.9, restOnBackToBack: false }) } });
    await userEvent.click(await screen.findByRole('button', { name: /Use the default/ }));
    expect(screen.getByText("Starter's share of starts: 72%")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Rest the Starter/ })).toBeChecked();
  });

  it('is read-only for a viewer who may not change it', async () => {
    renderCard({ [`GET ${path}`]: { body: answer(DEFAULT_GOALIE_PLAN, { editable: false }) } });
    expect(
      await screen.findByText("Only this team's GM or the commissioner can change its goalie plan."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Goalie Plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Rest the Starter/ })).toBeDisabled();
  });

  it('says when the plan cannot load, with Try Again', async () => {
    renderCard({ [`GET ${path}`]: { status: 500, body: { error: 'x', message: 'Database down' } } });
    expect(await screen.findByText('Failed to load the goalie plan')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
