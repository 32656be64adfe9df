// SPEC §3: the 32 hockey teams, from Anaheim Ducks (ANA) through Winnipeg Jets (WPG).
export type Conference = 'Eastern' | 'Western';
export type Division = 'Atlantic' | 'Metropolitan' | 'Central' | 'Pacific';

export interface HockeyTeam {
  name: string;
  city: string;
  abbreviation: string;
  /** Primary and secondary colours, as CSS hex. */
  colors: readonly [string, string];
  conference: Conference;
  division: Division;
}

const team = (
  city: string,
  nickname: string,
  abbreviation: string,
  primary: string,
  secondary: string,
  division: Division,
): HockeyTeam => ({
  name: `${city} ${nickname}`,
  city,
  abbreviation,
  colors: [primary, secondary],
  conference: division === 'Atlantic' || division === 'Metropolitan' ? 'Eastern' : 'Western',
  division,
});

export const HOCKEY_TEAMS: readonly HockeyTeam[] = [
  team('Anaheim', 'Ducks', 'ANA', '#F47A38', '#B9975B', 'Pacific'),
  team('Boston', 'Bruins', 'BOS', '#FFB81C', '#111111', 'Atlantic'),
  team('Buffalo', 'Sabres', 'BUF', '#003087', '#FFB81C', 'Atlantic'),
  team('Calgary', 'Flames', 'CGY', '#C8102E', '#F1BE48', 'Pacific'),
  team('Carolina', 'Hurricanes', 'CAR', '#CE1126', '#111111', 'Metropolitan'),
  team('Chicago', 'Blackhawks', 'CHI', '#CF0A2C', '#111111', 'Central'),
  team('Colorado', 'Avalanche', 'COL', '#6F263D', '#236192', 'Central'),
  team('Columbus', 'Blue Jackets', 'CBJ', '#002654', '#CE1126', 'Metropolitan'),
  team('Dallas', 'Stars', 'DAL', '#006847', '#8F8F8C', 'Central'),
  team('Detroit', 'Red Wings', 'DET', '#CE1126', '#FFFFFF', 'Atlantic'),
  team('Edmonton', 'Oilers', 'EDM', '#041E42', '#FF4C00', 'Pacific'),
  team('Florida', 'Panthers', 'FLA', '#041E42', '#C8102E', 'Atlantic'),
  team('Los Angeles', 'Kings', 'LAK', '#111111', '#A2AAAD', 'Pacific'),
  team('Minnesota', 'Wild', 'MIN', '#154734', '#A6192E', 'Central'),
  team('Montreal', 'Canadiens', 'MTL', '#AF1E2D', '#192168', 'Atlantic'),
  team('Nashville', 'Predators', 'NSH', '#FFB81C', '#041E42', 'Central'),
  team('New Jersey', 'Devils', 'NJD', '#CE1126', '#111111', 'Metropolitan'),
  team('New York', 'Islanders', 'NYI', '#00539B', '#F47D30', 'Metropolitan'),
  team('New York', 'Rangers', 'NYR', '#0038A8', '#CE1126', 'Metropolitan'),
  team('Ottawa', 'Senators', 'OTT', '#DA1A32', '#B79257', 'Atlantic'),
  team('Philadelphia', 'Flyers', 'PHI', '#F74902', '#111111', 'Metropolitan'),
  team('Pittsburgh', 'Penguins', 'PIT', '#111111', '#FCB514', 'Metropolitan'),
  team('San Jose', 'Sharks', 'SJS', '#006D75', '#EA7200', 'Pacific'),
  team('Seattle', 'Kraken', 'SEA', '#001628', '#99D9D9', 'Pacific'),
  team('St. Louis', 'Blues', 'STL', '#002F87', '#FCB514', 'Central'),
  team('Tampa Bay', 'Lightning', 'TBL', '#002868', '#FFFFFF', 'Atlantic'),
  team('Toronto', 'Maple Leafs', 'TOR', '#00205B', '#FFFFFF', 'Atlantic'),
  team('Utah', 'Mammoth', 'UTA', '#6CACE4', '#010101', 'Central'),
  team('Vancouver', 'Canucks', 'VAN', '#00205B', '#00843D', 'Pacific'),
  team('Vegas', 'Golden Knights', 'VGK', '#B4975A', '#333F42', 'Pacific'),
  team('Washington', 'Capitals', 'WSH', '#C8102E', '#041E42', 'Metropolitan'),
  team('Winnipeg', 'Jets', 'WPG', '#041E42', '#AC162C', 'Central'),
];

export const HOCKEY_TEAM_NAMES: readonly string[] = HOCKEY_TEAMS.map((t) => t.name);

export function findHockeyTeam(name: string): HockeyTeam | undefined {
  const wanted = name.trim().toLowerCase();
  return HOCKEY_TEAMS.find((t) => t.name.toLowerCase() === wanted);
}
