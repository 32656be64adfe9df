import type { TradeSide } from './trade-api';

/** 1 → '1st', 2 → '2nd', 11 → '11th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** "Boston's 2027 2nd-round pick", as news, notifications and the AI's reasons name a draft pick. */
export function pickWords(pick: { year: number; round: number; originalTeamName: string }): string {
  const team = pick.originalTeamName;
  const owner = team.endsWith('s') ? `${team}'` : `${team}'s`;
  return `${owner} ${pick.year} ${ordinal(pick.round)}-round pick`;
}

/** '2027 2nd round', or with another team's pick '2027 2nd round (BOS)': a pick in a trade's lists. */
export function pickShortWords(pick: TradeSide['gives']['picks'][number], ownerId: number): string {
  const from = pick.originalTeam.id === ownerId ? '' : ` (${pick.originalTeam.abbrev})`;
  return `${pick.year} ${ordinal(pick.round)} round${from}`;
}

/**
 * What a side gives in short for a list row: the first few players by initial and last name with
 * position, then the picks, then '+2 more'; 'nothing' when it gives nothing.
 */
export function sideInShort(side: TradeSide, max = 3): string {
  const items = [
    ...side.gives.players.map(
      (p) =>
        `${p.firstName.charAt(0)}. ${p.lastName} (${p.position})${p.retainedPercent > 0 ? ` ${p.retainedPercent}% retained` : ''}`,
    ),
    ...side.gives.picks.map((pick) => pickShortWords(pick, side.team.id)),
  ];
  if (items.length === 0) return 'nothing';
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} +${items.length - max} more` : shown;
}
