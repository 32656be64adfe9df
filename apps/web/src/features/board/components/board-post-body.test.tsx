import { renderBoardMarkdown } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BoardPostBody, OUTSIDE_LINK_REL } from './board-post-body';

// Decision 087: a post's body is drawn from the domain's blocks with plain elements; nothing a poster
// types becomes markup or a followable script address.
function renderBody(body: string, viewerNames: string[] = []) {
  return renderWithProviders(
    <BoardPostBody blocks={renderBoardMarkdown(body)} leagueId={3} viewerNames={viewerNames} />,
  );
}

describe('a board post body', () => {
  it('shows <script> and an inline handler as text, never as elements', () => {
    const { container } = renderBody('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText(/<img src=x onerror="alert\(2\)">/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('leaves a javascript: or data: link as inert text, not an anchor', () => {
    const { container } = renderBody('[win a cup](javascript:alert(1)) and [see](data:text/html,hi)');
    expect(screen.getByText('win a cup')).toBeInTheDocument();
    expect(screen.getByText('see')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('makes an http(s) link an anchor that opens apart, shown with its host', () => {
    renderBody('Read [the recap](https://hockey.example.com/recap?id=4) and https://cbc.ca/sports');
    const recap = screen.getByRole('link', { name: 'the recap' });
    expect(recap).toHaveAttribute('href', 'https://hockey.example.com/recap?id=4');
    expect(recap).toHaveAttribute('target', '_blank');
    expect(recap).toHaveAttribute('rel', OUTSIDE_LINK_REL);
    expect(OUTSIDE_LINK_REL.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer', 'ugc']);
    expect(screen.getByText('(hockey.example.com)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://cbc.ca/sports' })).toHaveAttribute(
      'rel',
      OUTSIDE_LINK_REL,
    );
  });

  it("shows mentions as badges, the viewer's own (by username or team) highlighted", () => {
    const { container } = renderBody('@Ann_GM, @bos and @rival: trade?', ['ann_gm', 'BOS']);
    const badges = [...container.querySelectorAll('[data-mention]')];
    expect(badges.map((b) => b.textContent)).toEqual(['@Ann_GM', '@bos', '@rival']);
    expect(badges.map((b) => b.hasAttribute('data-mine'))).toEqual([true, true, false]);
    expect(screen.getAllByTitle('You were mentioned')).toHaveLength(2);
  });

  it('links references to the trade, game and player pages of the league', () => {
    renderBody('See #trade-12, #game-4 and #player-9');
    expect(screen.getByRole('link', { name: 'Trade #12' })).toHaveAttribute('href', '/league/3/trades/12');
    expect(screen.getByRole('link', { name: 'Game #4' })).toHaveAttribute(
      'href',
      '/league/3/game/viewer?gameId=4',
    );
    expect(screen.getByRole('link', { name: 'Player #9' })).toHaveAttribute('href', '/league/3/player/9');
    // In-app links stay in the tab.
    expect(screen.getByRole('link', { name: 'Trade #12' })).not.toHaveAttribute('target');
  });

  it('names a reference by its live card when the page has one', () => {
    renderWithProviders(
      <BoardPostBody
        blocks={renderBoardMarkdown('Done: #trade-12')}
        leagueId={3}
        cards={
          new Map([
            [
              'trade-12',
              {
                kind: 'trade' as const,
                key: 'trade-12',
                id: 12,
                status: 'completed',
                teams: [
                  { id: 14, name: 'Boston Bruins', abbrev: 'BOS' },
                  { id: 15, name: 'Ottawa Senators', abbrev: 'OTT' },
                ],
              },
            ],
          ])
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Trade #12 · BOS–OTT · completed' })).toHaveAttribute(
      'href',
      '/league/3/trades/12',
    );
  });

  it('draws bold, italic, code, quotes, lists and code blocks as their elements', () => {
    const { container } = renderBody(
      '**Big** *hit* `1-0`\n\n> what a save\n\n- one\n- two\n\n1. first\n\n```\n<b>raw</b>\n```',
    );
    expect(container.querySelector('strong')?.textContent).toBe('Big');
    expect(container.querySelector('em')?.textContent).toBe('hit');
    expect(screen.getByText('1-0').tagName).toBe('CODE');
    expect(container.querySelector('blockquote')?.textContent).toContain('what a save');
    expect(container.querySelector('ul')?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('ol')?.textContent).toBe('first');
    expect(screen.getByText('<b>raw</b>').tagName).toBe('PRE');
    expect(container.querySelector('b')).toBeNull();
  });
});
