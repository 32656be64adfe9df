import { describe, expect, it } from 'vitest';
import { renderBoardMarkdown, renderInline, safeLink } from './board-markdown';

const plain = (text: string) => ({ type: 'text', text, strong: false, em: false });

describe('renderInline', () => {
  it('reads bold, italic and code, and leaves a lone marker as text', () => {
    expect(renderInline('a **b** *c* `d*e`')).toEqual([
      plain('a '),
      { type: 'text', text: 'b', strong: true, em: false },
      plain(' '),
      { type: 'text', text: 'c', strong: false, em: true },
      plain(' '),
      { type: 'code', text: 'd*e' },
    ]);
    expect(renderInline('2 * 3 = 6')).toEqual([plain('2 * 3 = 6')]);
    expect(renderInline('snake_case_name')).toEqual([plain('snake_case_name')]);
  });

  it('keeps HTML as text: a <script> is never markup', () => {
    expect(renderInline('<script>alert(1)</script><b>x</b>')).toEqual([
      plain('<script>alert(1)</script><b>x</b>'),
    ]);
  });

  it('shows a link as its text and host, and makes a javascript: or data: link inert', () => {
    expect(renderInline('[the deal](https://Example.com/a?b=1)')).toEqual([
      { type: 'link', text: 'the deal', href: 'https://Example.com/a?b=1', host: 'example.com' },
    ]);
    expect(renderInline('[click](javascript:alert(1)) after')).toEqual([
      { type: 'link', text: 'click', href: null, host: null },
      plain(' after'),
    ]);
    expect(renderInline('[img](data:text/html;base64,PHNjcmlwdD4=)')[0]).toMatchObject({ href: null });
    expect(renderInline('see https://rink.example/x.')).toEqual([
      plain('see '),
      { type: 'link', text: 'https://rink.example/x', href: 'https://rink.example/x', host: 'rink.example' },
      plain('.'),
    ]);
  });

  it('reads mentions and references only at a word start', () => {
    expect(renderInline('@bob and #trade-12, mail a@b.c')).toEqual([
      { type: 'mention', name: 'bob' },
      plain(' and '),
      { type: 'reference', kind: 'trade', id: 12 },
      plain(', mail a@b.c'),
    ]);
    expect(renderInline('\\@bob')).toEqual([plain('@bob')]);
  });
});

describe('safeLink', () => {
  it('follows only http and https', () => {
    expect(safeLink('http://a.example:8080/x')).toEqual({
      href: 'http://a.example:8080/x',
      host: 'a.example:8080',
    });
    for (const raw of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:text/html,x',
      '/league/1',
      'ftp://a.b',
      'https://',
    ])
      expect(safeLink(raw), raw).toEqual({ href: null, host: null });
  });

  it('shows the host, not a user part that pretends to be one', () => {
    expect(safeLink('https://bank.example@evil.example/')).toMatchObject({ host: 'evil.example' });
  });
});

describe('renderBoardMarkdown', () => {
  it('makes paragraphs with line breaks, quotes, lists and code blocks', () => {
    const blocks = renderBoardMarkdown(
      'one\ntwo\n\n> quoted\n> more\n- a\n- b\n1. first\n2. second\n```\n**not bold** <i>\n```',
    );
    expect(blocks).toEqual([
      { type: 'paragraph', children: [plain('one'), { type: 'break' }, plain('two')] },
      { type: 'quote', children: [plain('quoted'), { type: 'break' }, plain('more')] },
      { type: 'list', ordered: false, items: [[plain('a')], [plain('b')]] },
      { type: 'list', ordered: true, items: [[plain('first')], [plain('second')]] },
      { type: 'code', text: '**not bold** <i>' },
    ]);
  });

  it('makes nothing of blank lines', () => {
    expect(renderBoardMarkdown('\n  \n')).toEqual([]);
  });
});
