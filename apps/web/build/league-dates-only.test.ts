import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/079: every league date on a page is written by @rinkside/domain's league-dates module, in
// the league's time zone. This reads every source file of the web app and of the domain, tests aside, and
// names each place that formats a date another way.

const WEB_SRC = fileURLToPath(new URL('../src/', import.meta.url));
const DOMAIN_SRC = fileURLToPath(new URL('../../../packages/domain/src/', import.meta.url));

/** Ways to write a date that are not the league's. */
const OTHER_FORMATTERS = [
  /\.toLocaleDateString\(/,
  /\.toLocaleTimeString\(/,
  /\.toLocaleString\(/,
  /\bIntl\.DateTimeFormat\(/,
  /\bdayjs\([^)]*\)\s*\.format\(/,
];

/** The files that may, and why: none of them writes a league date. */
const ALLOWED: Record<string, string> = {
  'domain/league-dates.ts': 'the one formatter of league dates',
  'domain/zoned-format.ts':
    'keeps the formatters by which the league clock, its calendars and league-dates read a zone; writes no date',
  'domain/format.ts': 'messages between users: when one reached you, on your own clock',
  'web/features/leagues/audit/audit-log-list.tsx': 'the audit keeps the wall clock beside the league day',
  'web/features/account/sections/sessions-section.tsx': 'your sign-ins: account time, not a league date',
  'web/features/account/sections/pending-email-change-notice.tsx': 'an e-mail link expiry: account time',
  'web/features/account/sections/api-tokens/api-token-row.tsx':
    "an API token's days made and expiring: account time, not a league date",
  'web/features/profile/profile-page.tsx': 'when the account was made: not a league date',
  'web/features/recruitments/components/recruitment-card.tsx':
    "a posting's age on the site-wide board: wall clock",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line` of each line of `source` that formats a date another way. */
function otherDateFormats(name: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) =>
      OTHER_FORMATTERS.some((pattern) => pattern.test(line)) && !line.trim().startsWith('//')
        ? [`${name}:${i + 1}`]
        : [],
    );
}

describe('league dates are written one way', () => {
  it('finds each other way to write a date', () => {
    expect(otherDateFormats('a.tsx', 'const a = 1;\nnew Date(at).toLocaleDateString();')).toEqual([
      'a.tsx:2',
    ]);
    expect(otherDateFormats('a.tsx', "x.toLocaleString('en-US', { timeZone })")).toEqual(['a.tsx:1']);
    expect(otherDateFormats('a.ts', 'new Intl.DateTimeFormat(undefined, {})')).toEqual(['a.ts:1']);
    expect(otherDateFormats('a.ts', "dayjs(day).format('MMM D')")).toEqual(['a.ts:1']);
    expect(otherDateFormats('a.ts', 'formatLeagueDate(at, timeZone)')).toEqual([]);
  });

  it('leaves no page formatting a date but through the league-dates module', () => {
    const found = [
      ...sourceFiles(WEB_SRC).map((path) => ({ path, name: `web/${relative(WEB_SRC, path)}` })),
      ...sourceFiles(DOMAIN_SRC).map((path) => ({ path, name: `domain/${relative(DOMAIN_SRC, path)}` })),
    ]
      .filter(({ name }) => !(name.split('\\').join('/') in ALLOWED))
      .flatMap(({ path, name }) => otherDateFormats(name, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});
