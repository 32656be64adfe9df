import type {
  ZengmLeagueFile,
  ZengmPlayer,
  ZengmPosition,
  ZengmRatingKey,
  ZengmRatingsRow,
  ZengmStatsRow,
  ZengmTeam,
} from './zengm-file-schema';
import { zengmStatsRowSchema } from './zengm-file-schema';

// Hand-made ZenGM hockey data for the league-file tests: a row, a player, a team and a small league,
// each with every field a test does not name set to a plain value.

export const zengmRatingsRow = (
  pos: ZengmPosition,
  ratings: Partial<Record<ZengmRatingKey, number>> = {},
  extra: Partial<ZengmRatingsRow> = {},
): ZengmRatingsRow => ({
  hgt: 50,
  stre: 50,
  spd: 50,
  endu: 50,
  pss: 50,
  wst: 50,
  sst: 50,
  stk: 50,
  oiq: 50,
  chk: 50,
  blk: 50,
  fcf: 50,
  diq: 50,
  glk: 5,
  ...ratings,
  season: 2026,
  pos,
  ovr: 50,
  pot: 55,
  ...extra,
});

export const zengmStatsRow = (
  values: Partial<ZengmStatsRow> & { season: number; tid: number },
): ZengmStatsRow => zengmStatsRowSchema.parse(values);

export const zengmPlayer = (pid: number, tid: number, overrides: Partial<ZengmPlayer> = {}): ZengmPlayer => ({
  pid,
  tid,
  firstName: `First${pid}`,
  lastName: `Last${pid}`,
  born: { year: 2000, loc: 'Ontario, Canada' },
  hgt: 73,
  weight: 200,
  ratings: [zengmRatingsRow('C')],
  contract: { amount: 1500, exp: 2027 },
  injury: { type: 'Healthy', gamesRemaining: 0 },
  stats: [],
  retiredYear: null,
  ...overrides,
});

export const zengmTeam = (tid: number, overrides: Partial<ZengmTeam> = {}): ZengmTeam => ({
  tid,
  cid: Math.floor(tid / 2) % 2,
  did: tid % 4,
  region: `City${tid}`,
  name: `Club${tid}`,
  abbrev: `C${tid}`,
  colors: ['#112233', '#445566', '#778899'],
  seasons: [],
  stats: [],
  ...overrides,
});

/** Four teams in two conferences of two divisions, in the regular season of 2026. */
export const zengmLeague = (overrides: Partial<ZengmLeagueFile> = {}): ZengmLeagueFile => ({
  version: 72,
  meta: { name: 'Friday Night League' },
  gameAttributes: {
    season: 2026,
    phase: 1,
    confs: [
      { cid: 0, name: 'Eastern Conference' },
      { cid: 1, name: 'Western Conference' },
    ],
    divs: [
      { did: 0, cid: 0, name: 'Atlantic' },
      { did: 1, cid: 0, name: 'Metropolitan' },
      { did: 2, cid: 1, name: 'Central' },
      { did: 3, cid: 1, name: 'Pacific' },
    ],
    salaryCapType: 'hard',
    salaryCap: 105000,
    minContract: 700,
    maxContract: 20000,
  },
  teams: [0, 1, 2, 3].map((tid) => zengmTeam(tid)),
  players: [],
  draftPicks: [],
  ...overrides,
});
