// ZenGM's birthplaces ("Ontario, Canada", "Sweden") as the three-letter codes Rinkside's rosters show
// (the codes of the sim's name pools: CAN, GER, SUI, LAT, DEN ...).
const COUNTRY_CODES: Record<string, string> = {
  Canada: 'CAN',
  USA: 'USA',
  'United States': 'USA',
  Sweden: 'SWE',
  Finland: 'FIN',
  Russia: 'RUS',
  'Czech Republic': 'CZE',
  Czechia: 'CZE',
  Slovakia: 'SVK',
  Germany: 'GER',
  Switzerland: 'SUI',
  Latvia: 'LAT',
  Denmark: 'DEN',
  Norway: 'NOR',
  Belarus: 'BLR',
  Slovenia: 'SLO',
  Austria: 'AUT',
  France: 'FRA',
  Italy: 'ITA',
  Poland: 'POL',
  Ukraine: 'UKR',
  Kazakhstan: 'KAZ',
  England: 'GBR',
  Scotland: 'GBR',
  Wales: 'GBR',
  'United Kingdom': 'GBR',
  Netherlands: 'NED',
  Belgium: 'BEL',
  Spain: 'ESP',
  Bulgaria: 'BUL',
  Japan: 'JPN',
  'South Korea': 'KOR',
  Australia: 'AUS',
  Brazil: 'BRA',
  'South Africa': 'RSA',
  Lithuania: 'LTU',
  Estonia: 'EST',
  Hungary: 'HUN',
  Croatia: 'CRO',
};

/** A birthplace's country code: the table's, or the first three letters of the country for the rest. */
export function countryCodeFrom(birthplace: string): string {
  const country = birthplace.split(',').at(-1)?.trim() ?? '';
  const known = COUNTRY_CODES[country];
  if (known) return known;
  const letters = country
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return letters.length >= 3 ? letters.slice(0, 3) : 'UNK';
}
