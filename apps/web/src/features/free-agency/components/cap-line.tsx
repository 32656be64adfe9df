import { Anchor, Text } from '@mantine/core';
import { formatCapHit, seasonLabel, type FreeAgentsResponse } from '@rinkside/domain';
import { Link } from 'react-router';

const signed = (amount: number) => (amount < 0 ? `−${formatCapHit(-amount)}` : formatCapHit(amount));

/**
 * The GM's room to sign, counted as his cap sheet counts it (issue 30): this season's payroll, or, while
 * contracts signed now start next season, what is already committed to it, with a link to the sheet.
 */
export function CapLine({ market, leagueId }: { market: FreeAgentsResponse; leagueId: number }) {
  const team = market.myTeam;
  if (!team) return null;
  const season = seasonLabel(market.contractSeason.startYear);
  return (
    <Text size="sm" mt={4}>
      {team.name}: {formatCapHit(team.payroll)}{' '}
      {team.committedAhead ? `already committed to ${season}` : `payroll in ${season}`} of the{' '}
      {formatCapHit(market.contractSeason.upperLimit)} cap, so <b>{signed(team.capSpace)}</b> cap space;{' '}
      {team.contracts} contracts.{' '}
      <Anchor component={Link} to={`/league/${leagueId}/team/${team.id}/cap`} size="sm">
        {team.committedAhead ? `See ${season} on your cap sheet` : 'Your cap sheet'}
      </Anchor>
    </Text>
  );
}
