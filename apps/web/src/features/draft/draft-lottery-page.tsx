import { Alert, Anchor, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { errorMessage } from '../../lib/http';
import { useLeagueId } from '../../lib/league-query';
import { useSeasonParam } from '../../lib/season-choice';
import { useDraft } from './api/get-draft';
import { DraftSeasonSelect } from './components/draft-season-select';
import { LotteryDraws } from './components/lottery-draws';
import { LotteryReveal } from './components/lottery-reveal';
import { verifyLottery } from './lottery-verification';

/**
 * /league/{leagueId}/draft/lottery?season=: the lottery's picks revealed, its odds, seed and draws, checked
 * here; any season's (a news item links to its season's, as ?seasonId=).
 */
export function DraftLotteryPage() {
  const leagueId = useLeagueId();
  const [chosen, choose] = useSeasonParam();
  const draft = useDraft(leagueId, chosen ?? undefined);
  const lottery = draft.data?.lottery ?? null;
  const settings = draft.data?.settings;
  const check = useMemo(
    () => (lottery && settings ? verifyLottery(lottery, settings) : null),
    [lottery, settings],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {draft.data ? `${String(draft.data.year)} Draft Lottery` : 'Draft Lottery'}
            </Title>
            {check === 'verified' && (
              <Badge
                color="green"
                leftSection={<IconCircleCheck size={14} aria-hidden />}
                data-testid="lottery-check"
              >
                Verified in your browser
              </Badge>
            )}
            {check === 'mismatch' && (
              <Badge
                color="red"
                leftSection={<IconCircleX size={14} aria-hidden />}
                data-testid="lottery-check"
              >
                Does not match its seed
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            The teams that missed the playoffs draw for the first picks; the worst records have the best odds.
          </Text>
        </div>
        <Group gap="md" align="flex-end">
          <DraftSeasonSelect leagueId={leagueId} value={chosen} onChange={choose} />
          <Anchor
            component={Link}
            to={`/league/${leagueId}/draft${chosen === null ? '' : `?season=${String(chosen)}`}`}
            size="sm"
          >
            Draft room
          </Anchor>
        </Group>
      </Group>
      {draft.isPending ? (
        <Center py="xl" role="status">
          <Loader aria-label="Loading the lottery" />
        </Center>
      ) : draft.isError ? (
        <QueryErrorAlert
          title="Failed to load the lottery"
          message={errorMessage(draft.error, 'Failed to load the lottery')}
          onRetry={() => void draft.refetch()}
          retrying={draft.isFetching}
        />
      ) : !draft.data.lottery ? (
        <Alert color="gray" title="No lottery yet">
          {draft.data.settings.lotteryDraws === 0
            ? 'This league holds no lottery: the draft order follows the standings.'
            : 'The lottery is held once the regular season is over, by the commissioner or when the draft starts.'}
        </Alert>
      ) : (
        <>
          {check === 'mismatch' && (
            <Alert color="red" title="The published draws do not match their seed">
              Recomputing this lottery from its seed in your browser gave a different result. Tell the
              commissioner.
            </Alert>
          )}
          <LotteryReveal lottery={draft.data.lottery} />
          <LotteryDraws lottery={draft.data.lottery} />
        </>
      )}
    </Stack>
  );
}
