import { defaultTeamColors, type TeamColors } from './team-colors';

// Teams of a custom league that does not import the real ones: invented clubs in real hockey towns.
const CLUBS: readonly [city: string, nickname: string, abbreviation: string][] = [
  ['Halifax', 'Harbourmen', 'HAL'],
  ['Quebec', 'Glaciers', 'QUE'],
  ['Hamilton', 'Forge', 'HAM'],
  ['Saskatoon', 'Prairie Dogs', 'SAS'],
  ['Hartford', 'Foresters', 'HFD'],
  ['Milwaukee', 'Brewers', 'MKE'],
  ['Portland', 'Timber', 'POR'],
  ['Kansas City', 'Scouts', 'KCS'],
  ['Houston', 'Comets', 'HOU'],
  ['Oslo', 'Fjords', 'OSL'],
  ['Helsinki', 'Lynx', 'HEL'],
  ['Prague', 'Lions', 'PRG'],
  ['Stockholm', 'Vikings', 'STO'],
  ['Riga', 'Amber', 'RIG'],
  ['Zurich', 'Alpines', 'ZUR'],
  ['Anchorage', 'Aces', 'ANC'],
  ['Regina', 'Pats', 'REG'],
  ['Moncton', 'Tide', 'MON'],
  ['Sudbury', 'Nickels', 'SUD'],
  ['Victoria', 'Royals', 'VIC'],
  ['Boise', 'Steelheads', 'BOI'],
  ['Hershey', 'Chocolatiers', 'HER'],
  ['Rochester', 'Lakers', 'ROC'],
  ['Providence', 'Mariners', 'PRO'],
  ['Cleveland', 'Monsters', 'CLE'],
  ['Hamburg', 'Freezers', 'HBG'],
  ['Tampere', 'Bears', 'TMP'],
  ['Kazan', 'Leopards', 'KAZ'],
  ['Laval', 'Rocket', 'LAV'],
  ['Belleville', 'Bulls', 'BEL'],
  ['Wichita', 'Thunder', 'WIC'],
  ['Fargo', 'Force', 'FAR'],
];

export interface CustomClub {
  name: string;
  city: string;
  abbreviation: string;
  /** What the team wears unless its creator picks otherwise. */
  defaultColors: TeamColors;
}

/** The first `count` clubs a custom league gets, in order; the create form shows the same list. */
export function customClubs(count: number): CustomClub[] {
  const taken: TeamColors[] = [];
  return CLUBS.slice(0, count).map(([city, nickname, abbreviation]) => {
    const name = `${city} ${nickname}`;
    const defaultColors = defaultTeamColors(name, taken);
    taken.push(defaultColors);
    return { name, city, abbreviation, defaultColors };
  });
}
