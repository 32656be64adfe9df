import { Button, Group, TextInput } from '@mantine/core';
import { assignGmRequestSchema, type CommissionerView } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAssignGm } from '../api/assign-gm';
import { useOpenRecruitment } from '../api/open-recruitment';
import { useRemoveGm } from '../api/remove-gm';

type CommishTeam = CommissionerView['teams'][number];

/** Remove the GM; or assign one by username, or open a recruitment for the team. */
export function TeamGmActions({ leagueId, team }: { leagueId: number; team: CommishTeam }) {
  const [username, setUsername] = useState('');
  const assign = useAssignGm(leagueId);
  const remove = useRemoveGm(leagueId);
  const recruit = useOpenRecruitment(leagueId);
  const fail = (fallback: string) => (error: unknown) => notifyError(errorMessage(error, fallback));

  if (team.gm) {
    const gm = team.gm;
    return (
      <Button
        size="xs"
        color="red"
        variant="light"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(team.id, {
            onSuccess: () => notifySuccess(`${gm.username} is no longer GM of ${team.name}.`),
            onError: fail('Failed to remove the GM.'),
          })
        }
      >
        Remove GM
      </Button>
    );
  }

  const parsed = assignGmRequestSchema.safeParse({ username: username.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    assign.mutate(
      { teamId: team.id, username: parsed.data.username },
      {
        onSuccess: () => {
          notifySuccess(`${parsed.data.username} is now GM of ${team.name}.`);
          setUsername('');
        },
        onError: fail('Failed to assign the GM.'),
      },
    );
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <form onSubmit={submit} style={{ display: 'flex', gap: 6, alignItems: 'flex-end' }}>
        <TextInput
          size="xs"
          placeholder="Username"
          aria-label={`GM username for ${team.name}`}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          w={150}
        />
        <Button size="xs" type="submit" disabled={!parsed.success} loading={assign.isPending}>
          Assign GM
        </Button>
      </form>
      {!team.recruitment && (
        <Button
          size="xs"
          variant="default"
          loading={recruit.isPending}
          aria-label={`Open recruitment for ${team.name}`}
          onClick={() =>
            recruit.mutate(team.id, {
              onSuccess: () => notifySuccess(`Recruitment opened for ${team.name}.`),
              onError: fail('Failed to open the recruitment.'),
            })
          }
        >
          Open recruitment
        </Button>
      )}
    </Group>
  );
}
