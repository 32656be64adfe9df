import { Alert, Anchor, Group } from '@mantine/core';
import { capStanding, formatCapHit } from '@rinkside/domain';
import { Link } from 'react-router';
import { useCapSheet } from '../../../lib/queries/get-cap-sheet';
import { useSeasonOpening } from '../../../lib/queries/get-season-opening';

/**
 * The desk's word on money (issue 30): a GM whose payroll is under the floor or over the cap is told by
 * how much, with the pages that change it; under the floor before the season begins, that the regular
 * season will not start until he reaches it (docs/decisions/076). Nothing shows while the payroll sits
 * between them.
 */
export function CapStandingNotice({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const sheet = useCapSheet(leagueId, teamId);
  const standing = sheet.data ? capStanding(sheet.data.payroll, sheet.data.season) : 'within';
  const below = standing === 'below-floor';
  // Under the floor before the season begins, his team holds its start (docs/decisions/076).
  const opening = useSeasonOpening(leagueId, { enabled: below });
  if (!sheet.data || standing === 'within') return null;
  const { payroll, season } = sheet.data;
  const holds = below && opening.data && !opening.data.begun && opening.data.overriddenAt === null;
  return (
    <Alert
      color={below ? 'yellow' : 'red'}
      title={below ? 'Payroll below the floor' : 'Payroll over the cap'}
      role="status"
    >
      {below
        ? `Your payroll of ${formatCapHit(payroll)} is ${formatCapHit(season.floor - payroll)} under the floor of ${formatCapHit(season.floor)}: sign or trade for players to reach it.${holds ? ' The regular season will not start until you do.' : ''}`
        : `Your payroll of ${formatCapHit(payroll)} is ${formatCapHit(payroll - season.upperLimit)} over the cap of ${formatCapHit(season.upperLimit)}: no move may add money until you are under it.`}
      <Group gap="md" mt={6}>
        <Anchor component={Link} to={`/league/${leagueId}/team/${teamId}/cap`} size="sm">
          Cap sheet
        </Anchor>
        {below && (
          <Anchor component={Link} to={`/league/${leagueId}/free-agents`} size="sm">
            Free agents
          </Anchor>
        )}
        <Anchor component={Link} to={`/league/${leagueId}/trades`} size="sm">
          Trades
        </Anchor>
      </Group>
    </Alert>
  );
}
