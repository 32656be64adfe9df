import type { LeagueDetail, StoredPlayer, TeamDetail } from '@rinkside/domain';

export const leagueDetail = (overrides: Partial<LeagueDetail> = {}): LeagueDetail => ({
  id: 3,
  name: 'Pond League',
  commissionerId: 7,
  mode: 'NHL',
  leagueType: 'professional',
  startYear: 2026,
  playerSetup: 'generated',
  seasonName: '2026-27',
  teams: [
    {
      id: 14,
      name: 'Boston Bruins',
      city: 'Boston',
      abbreviation: 'BOS',
      colors: ['#FFB81C', '#000000'],
      conference: 'Eastern',
      division: 'Atlantic',
      username: 'ann_gm',
      gm: { id: 7, username: 'ann_gm' },
    },
    {
      id: 15,
      name: 'Ottawa Senators',
      city: 'Ottawa',
      abbreviation: 'OTT',
      colors: ['#C52032', '#C2912C'],
      conference: 'Eastern',
      division: 'Atlantic',
      username: null,
      gm: null,
    },
  ],
  myTeamId: 14,
  isCommissioner: true,
  logoBaseUrl: '/logos',
  playerCount: 0,
  closed: false,
  visibility: 'public',
  ...overrides,
});

const ratings = { a: 70, b: 60 };
export const player = (
  id: number,
  firstName: string,
  lastName: string,
  position: StoredPlayer['position'],
): StoredPlayer => ({
  id,
  teamId: 14,
  firstName,
  lastName,
  position,
  naturalPosition: position,
  assignedPosition: null,
  jerseyNumber: id,
  age: 25,
  handedness: 'L',
  height: 72,
  weight: 190,
  country: 'CAN',
  overall: position === 'G' ? ratings.b : ratings.a,
  status: 'active',
  contract: { capHit: 1_250_000, yearsLeft: 3 },
});

export const teamDetail = (players: StoredPlayer[]): TeamDetail => {
  const [team] = leagueDetail().teams;
  if (!team) throw new Error('fixture has no team');
  return { ...team, players, league: { id: 3, name: 'Pond League' }, rating: 68.5, championships: [] };
};
