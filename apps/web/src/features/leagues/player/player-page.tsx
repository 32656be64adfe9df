import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { dressedIds, playerAvailability } from '@rinkside/domain';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../lib/http';
import { useLeagueId } from '../../../lib/league-query';
import { useLineup } from '../../../lib/queries/get-lineup';
import { usePlayer } from '../api/get-player';
import { usePlayerStats } from '../api/get-player-stats';
import { useLastSummer } from '../api/get-last-summer';
import { AttributeCards } from './attribute-cards';
import { AttributeChart } from './attribute-chart';
import { attributeGroups } from './attribute-groups';
import { CareerStats } from './career-stats';
import { ContractCard } from './contract-card';
import { GameLog } from './game-log';
import { InjuryNotice } from './injury-notice';
import { LastSummer } from './last-summer';
import { PlayerAwards } from './player-awards';
import { PlayerHeader } from './player-header';
import { SeasonShotsCard } from '../shots/season-shots-card';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/**
 * SPEC §2 Player page: header and stats, overall badge, career, contract, attributes, chart, game log;
 * `tradeHistory` (his trades, composed in by the app) after his contract.
 */
export function PlayerPage({
  tradeHistory,
}: { tradeHistory?: (leagueId: number, playerId: number) => ReactNode } = {}) {
  const leagueId = useLeagueId();
  const playerId = positiveId(useParams().playerId);
  const player = usePlayer(leagueId, playerId);
  const stats = usePlayerStats(leagueId, playerId);
  const lastSummer = useLastSummer(leagueId, playerId);
  // His team's saved lineup tells a healthy scratch from a player who dresses.
  const lineup = useLineup(leagueId, player.data?.team?.id ?? 0);
  const dressed = useMemo(() => (lineup.data ? dressedIds(lineup.data.lineup) : null), [lineup.data]);

  if (leagueId === 0 || playerId === 0)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
        Missing league ID or player ID
      </Alert>
    );
  if (player.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading player">
        <Skeleton height={170} radius="lg" />
        <Skeleton height={260} radius="lg" />
      </Stack>
    );
  if (player.isError) {
    if (player.error instanceof ApiRequestError && player.error.status === 404)
      return (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Not Found">
          Player not found
        </Alert>
      );
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
        {errorMessage(player.error, 'An error occurred')}
      </Alert>
    );
  }

  const groups = attributeGroups(player.data);
  const goalie = player.data.position === 'G';
  const played = stats.data && (stats.data.skater ?? stats.data.goalie) && stats.data.gameLog.length > 0;

  return (
    <Stack gap="lg">
      <PlayerHeader
        player={player.data}
        stats={stats.data}
        leagueId={leagueId}
        availability={playerAvailability(player.data, player.data.team ? dressed : null)}
      />
      {lastSummer.data?.lastSummer && <LastSummer change={lastSummer.data.lastSummer} />}
      {player.data.injury && <InjuryNotice injury={player.data.injury} />}
      <PlayerAwards leagueId={leagueId} playerId={playerId} />
      {stats.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Error">
          {errorMessage(stats.error, 'An error occurred')}
        </Alert>
      )}
      {stats.isSuccess && !played && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} title="No Stats">
          No stats available for this player
        </Alert>
      )}
      <CareerStats leagueId={leagueId} playerId={playerId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContractCard player={player.data} />
        <AttributeChart groups={groups} />
      </SimpleGrid>
      {tradeHistory?.(leagueId, playerId)}
      <AttributeCards groups={groups} />
      <SeasonShotsCard leagueId={leagueId} subject={{ playerId, goalie }} />
      {played && <GameLog entries={stats.data.gameLog} goalie={goalie} />}
    </Stack>
  );
}
