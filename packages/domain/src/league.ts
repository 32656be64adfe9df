import { z } from 'zod';
import { idSchema } from './ids';
import { championshipSchema } from './career-api';
import { leagueVisibilitySchema } from './league-visibility';
import { playerSchema } from './player';
import { teamColorsSchema } from './team-colors';
import { text } from './text';
import { playerDraftSchema } from './draft/draft-api';

export const LEAGUE_MODES = ['NHL', 'Custom'] as const;
// SPEC §2 Create League custom settings. The league type sets the talent level of generated players.
export const LEAGUE_TYPES = ['professional', 'minor', 'junior', 'recreational'] as const;
export const PLAYER_SETUPS = ['authentic', 'generated', 'import'] as const;
export const LEAGUE_NAME_MAX = 80;
export const CUSTOM_TEAM_COUNT = { min: 4, max: 32, default: 12 } as const;

/** SPEC §5: custom start year between 2000 and the current year + 5. */
export const startYearRange = (now: Date = new Date()) => ({ min: 2000, max: now.getUTCFullYear() + 5 });

export const leagueNameSchema = text('League name')
  .trim()
  .min(1, 'League name is required')
  .max(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`);

/** One row of an imported roster file ('Import custom roster'); attributes are generated around `overall`. */
export const rosterImportRowSchema = z.object({
  team: text('team').trim().min(1, 'team is required'),
  firstName: text('firstName').trim().min(1, 'firstName is required').max(40),
  lastName: text('lastName').trim().min(1, 'lastName is required').max(40),
  position: z.enum(['C', 'LW', 'RW', 'D', 'G'], { message: 'position must be C, LW, RW, D or G' }),
  jerseyNumber: z.coerce.number().int().min(1).max(98).optional(),
  age: z.coerce.number().int().min(16).max(50).optional(),
  overall: z.coerce.number().int().min(30).max(99).optional(),
  handedness: z.enum(['L', 'R']).optional(),
});
export type RosterImportRow = z.infer<typeof rosterImportRowSchema>;
export const ROSTER_IMPORT_COLUMNS = Object.keys(rosterImportRowSchema.shape);

// SPEC §7 POST /league/create: {name, plus settings only when customized}.
export const createLeagueRequestSchema = z.object({
  name: leagueNameSchema,
  mode: z.enum(LEAGUE_MODES).optional(),
  leagueType: z.enum(LEAGUE_TYPES).optional(),
  startYear: z.number().int().optional(),
  /** true: the 32 real teams; false: `teamCount` teams of the league's own. */
  importTeams: z.boolean().optional(),
  teamCount: z.number().int().min(CUSTOM_TEAM_COUNT.min).max(CUSTOM_TEAM_COUNT.max).optional(),
  playerSetup: z.enum(PLAYER_SETUPS).optional(),
  /** With playerSetup 'import': the rows of the roster file, validated one by one. */
  customRoster: z.array(z.record(z.string(), z.unknown())).max(5000).optional(),
  /** With importTeams false: the colours picked for the first teams, in order; the rest get defaults. */
  teamColors: z.array(teamColorsSchema).max(CUSTOM_TEAM_COUNT.max).optional(),
});
export type CreateLeagueRequest = z.infer<typeof createLeagueRequestSchema>;

export const createLeagueResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Notes on how the league was set up, e.g. which players were generated. */
  notes: z.array(z.string()),
});

export const teamGmSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Present only when the GM is the viewer. */
  email: z.string().optional(),
});
export type TeamGm = z.infer<typeof teamGmSchema>;

export const teamSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  abbreviation: z.string(),
  colors: z.tuple([z.string(), z.string()]),
  conference: z.string().nullable(),
  division: z.string().nullable(),
  /** SPEC §3: the GM's username, or null. */
  username: z.string().nullable(),
  gm: teamGmSchema.nullable(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const leagueDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  commissionerId: z.number().int(),
  mode: z.enum(LEAGUE_MODES),
  leagueType: z.enum(LEAGUE_TYPES),
  startYear: z.number().int(),
  playerSetup: z.enum(PLAYER_SETUPS),
  seasonName: z.string(),
  teams: z.array(teamSummarySchema),
  /** The viewer's own team in this league, if they are its GM. */
  myTeamId: z.number().int().nullable(),
  isCommissioner: z.boolean(),
  /** Where licensed logos are loaded from (LOGO_BASE_URL); null: Rinkside's own crests only. */
  logoBaseUrl: z.string().nullable(),
  /** Players on the league's teams (every status). */
  playerCount: z.number().int(),
  /** Its commissioner left without handing it over: readable, but no longer changed (docs/decisions/041). */
  closed: z.boolean(),
  /** Who may read it (docs/decisions/059). */
  visibility: leagueVisibilitySchema,
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

/** A league as listed on the dashboard and profile (SPEC §2 'Your Leagues'). */
export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  commissionerId: z.number().int(),
  teamCount: z.number().int(),
  seasonName: z.string(),
  active: z.boolean(),
  isCommissioner: z.boolean(),
  myTeam: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The viewer's team's record this season, when they manage one. */
  myRecord: z
    .object({
      gamesPlayed: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      otLosses: z.number().int(),
    })
    .nullable(),
  /** Cups the viewer won in this league as the champion's GM (docs/decisions/027). */
  cups: z.number().int().min(0).default(0),
  /** Trade proposals waiting for the viewer's answer (his team the partner, status 'proposed'). */
  tradeRequests: z.number().int().min(0).default(0),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;
export const userLeaguesResponseSchema = z.array(leagueSummarySchema);

export const activeSeasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() })),
});
export type ActiveSeason = z.infer<typeof activeSeasonSchema>;

export const leagueParamsSchema = z.object({ id: idSchema });
export const leagueIdParamsSchema = z.object({ leagueId: idSchema });
export const teamParamsSchema = leagueIdParamsSchema.extend({ teamId: idSchema });
export const playerParamsSchema = leagueIdParamsSchema.extend({ playerId: idSchema });

/** A stored player as the API returns it (integer ids). */
export const storedPlayerSchema = playerSchema.extend({
  id: z.number().int(),
  teamId: z.number().int().nullable(),
});
export type StoredPlayer = z.infer<typeof storedPlayerSchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  players: z.array(storedPlayerSchema),
  league: z.object({ id: z.number().int(), name: z.string() }),
  /** Average overall of the active roster. */
  rating: z.number(),
  /** The Cups the team won, oldest first: its banners. */
  championships: z.array(championshipSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const playerDetailSchema = storedPlayerSchema.extend({
  team: z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() }).nullable(),
  /** Where he was drafted in this league; null when he never was (a founding or generated player). */
  draft: playerDraftSchema.nullable().optional(),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

/** '2026-27' for a season starting in 2026. */
export const seasonName = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** A draft pick a team owns (SPEC §2 Draft Picks grid: years by rounds 1-5). */
export const draftPickSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  round: z.number().int().min(1),
  originalTeam: z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() }),
  conditions: z.string().nullable(),
});
export type DraftPick = z.infer<typeof draftPickSchema>;
export const draftPicksResponseSchema = z.array(draftPickSchema);
