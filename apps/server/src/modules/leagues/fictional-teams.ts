// Teams of a custom league that does not import the real ones: invented clubs in real hockey towns.
const CLUBS: readonly [
  city: string,
  nickname: string,
  abbreviation: string,
  primary: string,
  secondary: string,
][] = [
  ['Halifax', 'Harbourmen', 'HAL', '#0B3D91', '#F2A900'],
  ['Quebec', 'Glaciers', 'QUE', '#1B6FB5', '#E8EEF4'],
  ['Hamilton', 'Forge', 'HAM', '#5B2C1F', '#F28C28'],
  ['Saskatoon', 'Prairie Dogs', 'SAS', '#2E7D32', '#F9D342'],
  ['Hartford', 'Foresters', 'HFD', '#0F5132', '#A3CFBB'],
  ['Milwaukee', 'Brewers', 'MKE', '#12284B', '#FFC52F'],
  ['Portland', 'Timber', 'POR', '#00482B', '#D69A00'],
  ['Kansas City', 'Scouts', 'KCS', '#002D62', '#C09A5B'],
  ['Houston', 'Comets', 'HOU', '#BA0C2F', '#041E42'],
  ['Oslo', 'Fjords', 'OSL', '#002664', '#EF2B2D'],
  ['Helsinki', 'Lynx', 'HEL', '#003580', '#FFFFFF'],
  ['Prague', 'Lions', 'PRG', '#D7141A', '#11457E'],
  ['Stockholm', 'Vikings', 'STO', '#006AA7', '#FECC00'],
  ['Riga', 'Amber', 'RIG', '#9E3039', '#F4B400'],
  ['Zurich', 'Alpines', 'ZUR', '#C8102E', '#FFFFFF'],
  ['Anchorage', 'Aces', 'ANC', '#0C2340', '#A5ACAF'],
  ['Regina', 'Pats', 'REG', '#8B1E3F', '#C4CED4'],
  ['Moncton', 'Tide', 'MON', '#005A9C', '#7FC8F8'],
  ['Sudbury', 'Nickels', 'SUD', '#71797E', '#101820'],
  ['Victoria', 'Royals', 'VIC', '#3D1F6E', '#D4AF37'],
  ['Boise', 'Steelheads', 'BOI', '#1C4587', '#B7B7B7'],
  ['Hershey', 'Chocolatiers', 'HER', '#4E2A1E', '#C19A6B'],
  ['Rochester', 'Lakers', 'ROC', '#1F3A93', '#E74C3C'],
  ['Providence', 'Mariners', 'PRO', '#0A2342', '#2CA58D'],
  ['Cleveland', 'Monsters', 'CLE', '#3A0CA3', '#F72585'],
  ['Hamburg', 'Freezers', 'HBG', '#0077B6', '#CAF0F8'],
  ['Tampere', 'Bears', 'TMP', '#232323', '#F5B700'],
  ['Kazan', 'Leopards', 'KAZ', '#00693E', '#FFFFFF'],
  ['Laval', 'Rocket', 'LAV', '#AF1E2D', '#192168'],
  ['Belleville', 'Bulls', 'BEL', '#C8102E', '#231F20'],
  ['Wichita', 'Thunder', 'WIC', '#FDB827', '#1D1D1B'],
  ['Fargo', 'Force', 'FAR', '#003DA5', '#EAAA00'],
];

export interface TeamTemplate {
  name: string;
  city: string;
  abbreviation: string;
  colors: readonly [string, string];
  conference: string | null;
  division: string | null;
}

/** The first `count` invented clubs, split into two conferences when there are enough of them. */
export function fictionalTeams(count: number): TeamTemplate[] {
  return CLUBS.slice(0, count).map(([city, nickname, abbreviation, primary, secondary], i) => ({
    name: `${city} ${nickname}`,
    city,
    abbreviation,
    colors: [primary, secondary],
    conference: count >= 8 ? (i % 2 === 0 ? 'North' : 'South') : null,
    division: null,
  }));
}
