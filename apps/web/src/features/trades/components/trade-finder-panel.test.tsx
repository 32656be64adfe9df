import type { TradeFinderPackage, TradeProposalRequest } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { MY_TEAM, PARTNER, testFinderAnswer, testFinderPackage } from '../../../test/trade-finder-fixtures';
import { TradeFinderPanel } from './trade-finder-panel';

const FINDER = 'POST /league/3/trades/finder';
const asIs: TradeProposalRequest['teams'] = [
  { teamId: MY_TEAM, gives: { playerIds: [101], pickIds: [], retained: [] } },
  { teamId: PARTNER.id, gives: { playerIds: [201], pickIds: [], retained: [] } },
];

/** The panel as the builder holds it: "Add to trade" replaces the trade; `change` ticks one more asset. */
function Builder({ onAdd }: { onAdd?: (pkg: TradeFinderPackage) => void }) {
  const [teams, setTeams] = useState(asIs);
  const more = () =>
    setTeams([
      asIs[0] ?? { teamId: MY_TEAM, gives: { playerIds: [], pickIds: [], retained: [] } },
      { teamId: PARTNER.id, gives: { playerIds: [201], pickIds: [9], retained: [] } },
    ]);
  return (
    <>
      <button type="button" onClick={more}>
        change
      </button>
      <TradeFinderPanel
        leagueId={3}
        myTeamId={MY_TEAM}
        partner={PARTNER.name}
        teams={teams}
        onAdd={(pkg) => {
          onAdd?.(pkg);
          setTeams(pkg.teams);
        }}
      />
    </>
  );
}

const ask = () => userEvent.click(screen.getByRole('button', { name: 'What would make this work?' }));

afterEach(() => vi.unstubAllGlobals());

describe('TradeFinderPanel', () => {
  it('cannot ask before there is a trade to ask about', () => {
    mockApi({});
    renderWithProviders(
      <TradeFinderPanel
        leagueId={3}
        myTeamId={MY_TEAM}
        partner={null}
        teams={null}
        onAdd={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'What would make this work?' })).toBeDisabled();
  });

  it('asks to balance the trade and lists what each side would add, the answer as it stands first', async () => {
    const theirPick = {
      kind: 'pick' as const,
      id: 777,
      label: "Hartford's 2028 3rd-round pick",
      fromTeamId: 20,
    };
    const fetchMock = mockApi({
      [FINDER]: {
        body: testFinderAnswer({
          packages: [testFinderPackage(), testFinderPackage({ adds: [theirPick], ratio: 1.06 })],
        }),
      },
    });
    renderWithProviders(<Builder />);
    await ask();
    const region = screen.getByRole('region', { name: 'Trade finder' });
    expect(
      await within(region).findByText('Hartford Whalers would decline it: They want more value up front.'),
    ).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/trades/finder'))?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ teams: asIs, ask: 'balance' });
    const suggestions = within(region).getAllByRole('listitem');
    expect(suggestions.map((s) => s.getAttribute('aria-label'))).toEqual(['Suggestion 1', 'Suggestion 2']);
    expect(suggestions[0]).toHaveTextContent("You add: Boston's 2027 2nd-round pick");
    expect(suggestions[1]).toHaveTextContent("They add: Hartford's 2028 3rd-round pick");
    expect(within(region).queryByText('An estimate, not their answer')).not.toBeInTheDocument();
  });

  it('hands the chosen package to the builder and says it is added', async () => {
    mockApi({ [FINDER]: { body: testFinderAnswer() } });
    const onAdd = vi.fn();
    renderWithProviders(<Builder onAdd={onAdd} />);
    await ask();
    const add = await screen.findByRole('button', { name: 'Add to trade' });
    expect(add).toHaveAccessibleDescription("You add: Boston's 2027 2nd-round pick");
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(testFinderPackage());
    expect(await screen.findByText('Added to the trade')).toBeInTheDocument();
    // The keyboard's focus is not lost with the button: it moves to the words that replaced the list.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Add to trade' })).not.toBeInTheDocument();
  });

  it('says clearly when a person runs the team: the answer is the model’s estimate', async () => {
    mockApi({
      [FINDER]: {
        body: testFinderAnswer({ estimate: true, packages: [testFinderPackage({ estimate: true })] }),
      },
    });
    renderWithProviders(<Builder />);
    await ask();
    expect(await screen.findByText('An estimate, not their answer')).toBeInTheDocument();
    expect(screen.getByText(/A person runs Hartford Whalers/)).toBeInTheDocument();
    expect(screen.getByText(/the model estimates Hartford Whalers would decline it/)).toBeInTheDocument();
  });

  it('says what more they would give when they accept the trade already', async () => {
    const more = { kind: 'pick' as const, id: 778, label: "Hartford's 2029 5th-round pick", fromTeamId: 20 };
    mockApi({
      [FINDER]: {
        body: testFinderAnswer({
          current: { decision: 'accept', ratio: 1.4, reason: null },
          packages: [testFinderPackage({ adds: [more] })],
          note: 'They accept it as it stands.',
        }),
      },
    });
    renderWithProviders(<Builder />);
    await ask();
    expect(
      await screen.findByText('Hartford Whalers would accept it.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('They would still accept it with this added:')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Suggestion 1' })).toHaveTextContent(
      "They add: Hartford's 2029 5th-round pick",
    );
  });

  it('says why there is nothing to suggest', async () => {
    mockApi({
      [FINDER]: { body: testFinderAnswer({ packages: [], note: 'Nothing they hold closes the gap.' }) },
    });
    renderWithProviders(<Builder />);
    await ask();
    expect(await screen.findByText('Nothing they hold closes the gap.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    let calls = 0;
    mockApi({
      [FINDER]: () =>
        ++calls === 1
          ? { status: 500, body: { error: 'Internal Server Error', message: 'The finder broke.' } }
          : { body: testFinderAnswer() },
    });
    renderWithProviders(<Builder />);
    await ask();
    expect(await screen.findByText('Unable to find what would make it work')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Add to trade' })).toBeInTheDocument();
  });

  it('hides an answer once the trade has changed', async () => {
    mockApi({ [FINDER]: { body: testFinderAnswer() } });
    renderWithProviders(<Builder />);
    await ask();
    await screen.findByRole('button', { name: 'Add to trade' });
    await userEvent.click(screen.getByRole('button', { name: 'change' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add to trade' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/The trade has changed since you asked/)).toBeInTheDocument();
  });
});
