import { z } from 'zod';

// Decision 087: a post's Markdown subset becomes data, never HTML. The browser builds elements from these
// nodes, so `<script>` in a body is only ever text; a link keeps its text and host and is never fetched.

/** What a `#kind-id` reference names: a trade proposal, a game, a player. */
export const BOARD_REFERENCE_KINDS = ['trade', 'game', 'player'] as const;
export type BoardReferenceKind = (typeof BOARD_REFERENCE_KINDS)[number];

export const boardInlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string(), strong: z.boolean(), em: z.boolean() }),
  z.object({ type: z.literal('code'), text: z.string() }),
  /** `href` only for an http(s) address; any other scheme (`javascript:`, `data:`) is shown, inert, as text. */
  z.object({
    type: z.literal('link'),
    text: z.string(),
    href: z.string().nullable(),
    host: z.string().nullable(),
  }),
  /** `@name`: a GM by username or a team by abbreviation, as typed. */
  z.object({ type: z.literal('mention'), name: z.string() }),
  z.object({ type: z.literal('reference'), kind: z.enum(BOARD_REFERENCE_KINDS), id: z.number().int() }),
  z.object({ type: z.literal('break') }),
]);
export type BoardInline = z.infer<typeof boardInlineSchema>;

export const boardBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: z.array(boardInlineSchema) }),
  z.object({ type: z.literal('quote'), children: z.array(boardInlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(boardInlineSchema)) }),
  z.object({ type: z.literal('code'), text: z.string() }),
]);
export type BoardBlock = z.infer<typeof boardBlockSchema>;

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*```/;

/** A post's body as blocks: paragraphs, quotes, lists and code, each of inline nodes. */
export function renderBoardMarkdown(body: string): BoardBlock[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BoardBlock[] = [];
  let i = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (i < lines.length && test(lines[i] ?? '')) taken.push(lines[i++] ?? '');
    return taken;
  };
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i++;
    } else if (FENCE.test(line)) {
      i++;
      const code = take((l) => !FENCE.test(l));
      i++; // the closing fence, when there is one
      blocks.push({ type: 'code', text: code.join('\n') });
    } else if (QUOTE.test(line)) {
      const quoted = take((l) => QUOTE.test(l)).map((l) => QUOTE.exec(l)?.[1] ?? '');
      blocks.push({ type: 'quote', children: inlineLines(quoted) });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? NUMBERED : BULLET;
      const items = take((l) => pattern.test(l)).map((l) => renderInline(pattern.exec(l)?.[1] ?? ''));
      blocks.push({ type: 'list', ordered, items });
    } else {
      const starts = (l: string) =>
        l.trim() === '' || FENCE.test(l) || QUOTE.test(l) || BULLET.test(l) || NUMBERED.test(l);
      const paragraph = [line];
      i++;
      paragraph.push(...take((l) => !starts(l)));
      blocks.push({ type: 'paragraph', children: inlineLines(paragraph) });
    }
  }
  return blocks;
}

function inlineLines(lines: readonly string[]): BoardInline[] {
  return lines.flatMap((line, n) => [...(n > 0 ? [{ type: 'break' } as const] : []), ...renderInline(line)]);
}

// An address may hold one level of balanced parentheses, as `javascript:alert(1)` does.
const LINK = /^\[([^\]\n]{1,500})\]\(\s*((?:[^()\s]|\([^()\s]*\)){1,2000})\s*\)/;
const BARE_URL = /^https?:\/\/[^\s<>]+/i;
const MENTION = /^@([A-Za-z0-9_-]{2,24})/;
const REFERENCE = /^#(trade|game|player)-(\d{1,10})\b/;

// An http(s) address: its scheme, an optional user part (never shown), its host, the rest.
const HTTP_ADDRESS =
  /^https?:\/\/(?:[^\s/?#@]*@)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A link's address when it is safe to follow (http or https) and its host; for any other address
 * (`javascript:`, `data:`, a relative path, anything unreadable) neither: the link stays inert text.
 */
export function safeLink(raw: string): { href: string | null; host: string | null } {
  const address = HTTP_ADDRESS.exec(raw);
  if (!address) return { href: null, host: null };
  return { href: raw, host: `${(address[1] ?? '').toLowerCase()}${address[2] ?? ''}` };
}

/** One line of text as inline nodes: code, bold, italic, links, mentions and references. */
export function renderInline(line: string): BoardInline[] {
  const nodes: BoardInline[] = [];
  let strong = false;
  let em = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const last = nodes.at(-1);
    if (last?.type === 'text' && last.strong === strong && last.em === em) last.text += text;
    else nodes.push({ type: 'text', text, strong, em });
    text = '';
  };
  const push = (node: BoardInline) => {
    flush();
    nodes.push(node);
  };
  let i = 0;
  while (i < line.length) {
    const rest = line.slice(i);
    const before = i === 0 ? ' ' : (line[i - 1] ?? ' ');
    const atWordStart = !/[A-Za-z0-9_]/.test(before);
    const ch = line[i] ?? '';
    if (ch === '\\' && i + 1 < line.length && /[\\`*_[\]#@>-]/.test(line[i + 1] ?? '')) {
      text += line[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = line.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: line.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith('**') && (strong || line.indexOf('**', i + 2) > i + 2)) {
      flush();
      strong = !strong;
      i += 2;
      continue;
    }
    if ((ch === '*' || (ch === '_' && (em || atWordStart))) && (em || line.indexOf(ch, i + 1) > i + 1)) {
      flush();
      em = !em;
      i += 1;
      continue;
    }
    const link = ch === '[' ? LINK.exec(rest) : null;
    if (link) {
      push({ type: 'link', text: link[1] ?? '', ...safeLink(link[2] ?? '') });
      i += link[0].length;
      continue;
    }
    const url = atWordStart ? BARE_URL.exec(rest) : null;
    if (url) {
      const address = url[0].replace(/[.,;:!?)'"]+$/, '');
      push({ type: 'link', text: address, ...safeLink(address) });
      i += address.length;
      continue;
    }
    const mention = ch === '@' && atWordStart ? MENTION.exec(rest) : null;
    if (mention) {
      push({ type: 'mention', name: mention[1] ?? '' });
      i += mention[0].length;
      continue;
    }
    const reference = ch === '#' && atWordStart ? REFERENCE.exec(rest) : null;
    if (reference) {
      push({ type: 'reference', kind: reference[1] as BoardReferenceKind, id: Number(reference[2]) });
      i += reference[0].length;
      continue;
    }
    text += ch;
    i += 1;
  }
  flush();
  return nodes;
}
