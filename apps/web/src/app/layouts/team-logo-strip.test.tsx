import { MantineProvider } from '@mantine/core';
import { HOCKEY_TEAMS, type TeamSummary } from '@rinkside/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TeamLogoStrip } from './team-logo-strip';

const teams: TeamSummary[] = HOCKEY_TEAMS.map((team, i) => ({
  id: i + 1,
  name: team.name,
  city: team.city,
  abbreviation: team.abbreviation,
  colors: [...team.colors],
  conference: team.conference,
  division: team.division,
  username: null,
  gm: null,
}));

/** jsdom lays nothing out: give the strip's scroller the sizes a 800 px window would. */
function layOut(scroller: HTMLElement, { clientWidth, scrollWidth }: Record<string, number>) {
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scrollWidth });
  const scrollBy = vi.fn();
  scroller.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  return scrollBy;
}

const scrollTo = (scroller: HTMLElement, left: number) =>
  act(() => {
    scroller.scrollLeft = left;
    fireEvent.scroll(scroller);
  });

describe('team logo strip', () => {
  it('links every team by name, with one crest each', () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/league/3/team/5']}>
          <TeamLogoStrip leagueId={3} teams={teams} logoBaseUrl={null} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const strip = screen.getByRole('navigation', { name: 'Teams' });
    expect(strip.querySelectorAll('a')).toHaveLength(32);
    expect(strip.querySelectorAll('img[src^="data:image/svg+xml"]')).toHaveLength(32);
    expect(screen.getByRole('link', { name: 'Calgary Flames' })).toHaveAttribute('href', '/league/3/team/4');
    // The team's name on hover, too.
    expect(screen.getByRole('link', { name: 'Calgary Flames' })).toHaveAttribute('title', 'Calgary Flames');
    expect(screen.getByRole('link', { name: 'Carolina Hurricanes' })).toHaveAttribute('aria-current', 'page');
    // Everything fits (jsdom: zero width): no arrows.
    expect(screen.queryByRole('button', { name: /Scroll teams/ })).toBeNull();
  });

  it('offers arrows once the logos overflow, each inert at its own end', () => {
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/league/3']}>
          <TeamLogoStrip leagueId={3} teams={teams} logoBaseUrl={null} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const scroller = screen.getByRole('navigation', { name: 'Teams' }).parentElement as HTMLElement;
    const scrollBy = layOut(scroller, { clientWidth: 800, scrollWidth: 1700 });
    scrollTo(scroller, 0);

    const left = screen.getByRole('button', { name: 'Scroll teams left' });
    const right = screen.getByRole('button', { name: 'Scroll teams right' });
    expect(left).toHaveAttribute('aria-disabled', 'true');
    expect(right).not.toHaveAttribute('aria-disabled');
    expect(scroller).toHaveAttribute('data-more-end');
    expect(scroller).not.toHaveAttribute('data-more-start');

    fireEvent.click(right);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 640 }));
    fireEvent.click(left);
    expect(scrollBy).toHaveBeenCalledTimes(1);

    scrollTo(scroller, 900);
    expect(right).toHaveAttribute('aria-disabled', 'true');
    expect(left).not.toHaveAttribute('aria-disabled');
    expect(scroller).toHaveAttribute('data-more-start');
    fireEvent.click(left);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -640 }));
  });
});
