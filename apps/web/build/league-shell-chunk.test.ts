import { describe, expect, it } from 'vitest';
import { LEAGUE_SHELL_CHUNK, leagueShellChunkName } from './league-shell-chunk';

const src = '/app/apps/web/src';
const ENTRY = `${src}/main.tsx`;
const SCREENS = `${src}/app/screens.ts`;
const LAYOUT = `${src}/app/layouts/league-layout.tsx`;
const HOME = `${src}/features/leagues/home/league-home-page.tsx`;
const STANDINGS = `${src}/features/stats/standings-page.tsx`;
const REGISTER = `${src}/features/auth/register-page.tsx`;
const AWARDS = `${src}/features/awards/awards-page.tsx`;
const DASHBOARD = `${src}/features/dashboard/dashboard-page.tsx`;
const TEAM = `${src}/app/pages/team-route.tsx`;
const HOW_TO = `${src}/features/pages/how-to-page.tsx`;
const FORGOT_PASSWORD = `${src}/app/pages/account-flows.ts`;
const DRAWER = `${src}/app/header/mobile-drawer.tsx`;

/** A module graph from "importer -> imported" edges; a screen is imported dynamically by screens.ts. */
function graph(edges: [string, string][], screens: string[]) {
  return {
    getModuleInfo(id: string) {
      return {
        isEntry: id === ENTRY,
        importers: edges.filter(([, to]) => to === id).map(([from]) => from),
        dynamicImporters: screens.includes(id) ? [SCREENS] : [],
      };
    },
  };
}

const screens = [LAYOUT, HOME, STANDINGS, REGISTER, AWARDS, DASHBOARD, TEAM, HOW_TO, FORGOT_PASSWORD, DRAWER];
const name = (module: string, edges: [string, string][]) =>
  leagueShellChunkName(module, graph([[ENTRY, SCREENS], ...edges], screens));

describe('the league shell chunk', () => {
  it('holds the shell, the home and what only league screens share with them', () => {
    const table = `${src}/features/leagues/home/standings-snapshot.tsx`;
    expect(name(LAYOUT, [])).toBe(LEAGUE_SHELL_CHUNK);
    expect(name(HOME, [])).toBe(LEAGUE_SHELL_CHUNK);
    expect(
      name(table, [
        [HOME, table],
        [STANDINGS, table],
      ]),
    ).toBe(LEAGUE_SHELL_CHUNK);
  });

  it('shares with league screens, new ones included, and with the signed-in pages around the leagues', () => {
    const crest = `${src}/components/team-crest.tsx`;
    expect(
      name(crest, [
        [LAYOUT, crest],
        [AWARDS, crest],
      ]),
    ).toBe(LEAGUE_SHELL_CHUNK);
    // A team's page sits under app/pages beside the dashboard's route, and renders inside the shell.
    expect(
      name(crest, [
        [LAYOUT, crest],
        [TEAM, crest],
      ]),
    ).toBe(LEAGUE_SHELL_CHUNK);
    expect(
      name(crest, [
        [LAYOUT, crest],
        [DASHBOARD, crest],
      ]),
    ).toBe(LEAGUE_SHELL_CHUNK);
  });

  it('never makes a page a signed-out visitor sees fetch the shell', () => {
    const line = `${src}/components/news-line.tsx`;
    for (const page of [REGISTER, HOW_TO, FORGOT_PASSWORD, DRAWER])
      expect(
        name(line, [
          [HOME, line],
          [page, line],
        ]),
      ).toBeNull();
  });

  it('leaves out what a public page or the entry also loads', () => {
    const http = `${src}/lib/http.ts`;
    const form = `${src}/components/form-field.tsx`;
    expect(
      name(http, [
        [LAYOUT, http],
        [ENTRY, http],
      ]),
    ).toBeNull();
    expect(
      name(form, [
        [HOME, form],
        [REGISTER, form],
      ]),
    ).toBeNull();
  });

  it('leaves out what only other league screens load, and every library', () => {
    const chart = `${src}/features/stats/stats-table.tsx`;
    const library = '/app/node_modules/@mantine/core/esm/components/Drawer/Drawer.mjs';
    expect(name(chart, [[STANDINGS, chart]])).toBeNull();
    expect(name(library, [[LAYOUT, library]])).toBeNull();
  });
});
