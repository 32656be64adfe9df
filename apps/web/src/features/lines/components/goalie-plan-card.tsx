import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { DEFAULT_GOALIE_PLAN, type GoaliePlan } from '@rinkside/domain';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorMessage } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useGoaliePlan } from '../api/get-goalie-plan';
import { useSaveGoaliePlan } from '../api/save-goalie-plan';

// An NHL regular season, to put the share in games a GM can picture.
const SEASON_GAMES = 82;
const MARKS = [50, 60, 70, 80, 90, 100].map((value) => ({ value, label: `${value}%` }));

const percentOf = (share: number) => Math.round(share * 100);
const samePlan = (a: GoaliePlan, b: GoaliePlan) =>
  percentOf(a.starterShare) === percentOf(b.starterShare) && a.restOnBackToBack === b.restOnBackToBack;

/** The lines page's goalie plan: how the starts are shared between the Starter and the Backup. */
export function GoaliePlanCard({ leagueId, teamId }: { leagueId: number; teamId: number }) {
  const stored = useGoaliePlan(leagueId, teamId);
  const save = useSaveGoaliePlan(leagueId, teamId);
  // Edits not yet saved; null while the plan shown is the stored one.
  const [draft, setDraft] = useState<GoaliePlan | null>(null);

  const body = () => {
    if (stored.isPending)
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading goalie plan...
          </Text>
        </Group>
      );
    if (stored.isError)
      return (
        <QueryErrorAlert
          title="Failed to load the goalie plan"
          message={errorMessage(stored.error, 'Failed to load the goalie plan')}
          onRetry={() => void stored.refetch()}
          retrying={stored.isFetching}
        />
      );
    const { editable } = stored.data;
    const plan = draft ?? stored.data.goaliePlan;
    const percent = percentOf(plan.starterShare);
    const starterGames = Math.round(plan.starterShare * SEASON_GAMES);
    const changed = draft !== null && !samePlan(draft, stored.data.goaliePlan);
    const edit = (next: Partial<GoaliePlan>) => {
      save.reset();
      setDraft({ ...plan, ...next });
    };
    const onSave = () =>
      save.mutate(plan, {
        onSuccess: () => {
          setDraft(null);
          notifySuccess('Goalie plan saved.');
        },
      });

    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Who starts in goal each game. Your Starter gets this share of the starts and the Backup plays the
          rest; a goalie who plays too often tires and lets in more.
        </Text>
        <div>
          <Text size="sm" fw={600}>
            Starter&apos;s share of starts: {percent}%
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            About {starterGames} of {SEASON_GAMES} games for the Starter, {SEASON_GAMES - starterGames} for
            the Backup.
          </Text>
          <Slider
            min={50}
            max={100}
            step={1}
            marks={MARKS}
            value={percent}
            onChange={(value) => edit({ starterShare: value / 100 })}
            label={(value) => `${value}%`}
            disabled={!editable}
            thumbLabel="Starter's share of starts, in percent"
            mb="xl"
            mx={4}
          />
        </div>
        <Switch
          checked={plan.restOnBackToBack}
          onChange={(event) => edit({ restOnBackToBack: event.currentTarget.checked })}
          disabled={!editable}
          label="Rest the Starter on back-to-backs"
          description="On the second of two games on consecutive days, the Backup starts."
        />
        {save.isError && (
          <Alert color="red" title="Goalie plan not saved" withCloseButton onClose={() => save.reset()}>
            {errorMessage(save.error, 'Failed to save the goalie plan')}
          </Alert>
        )}
        {editable ? (
          <Group gap="sm">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              loading={save.isPending}
              disabled={!changed}
            >
              Save Goalie Plan
            </Button>
            {!samePlan(plan, DEFAULT_GOALIE_PLAN) && (
              <Button variant="subtle" onClick={() => edit(DEFAULT_GOALIE_PLAN)} disabled={save.isPending}>
                Use the default ({percentOf(DEFAULT_GOALIE_PLAN.starterShare)}%, rest on back-to-backs)
              </Button>
            )}
            {save.isSuccess && !changed && (
              <Group gap={4} c="green" role="status">
                <IconCheck size={16} aria-hidden />
                <Text size="sm" inherit>
                  Saved
                </Text>
              </Group>
            )}
            {changed && (
              <Badge color="yellow" variant="light">
                Unsaved changes
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Only this team&apos;s GM or the commissioner can change its goalie plan.
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="goalie-plan-title">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="lg" id="goalie-plan-title">
          Goalie Plan
        </Title>
        {stored.data?.isDefault && draft === null && (
          <Badge variant="light" color="gray">
            Default
          </Badge>
        )}
      </Group>
      {body()}
    </Paper>
  );
}
