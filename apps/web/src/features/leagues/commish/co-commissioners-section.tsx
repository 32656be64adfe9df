import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { CoCommissionersResponse, LeagueDetail } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/http';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCoCommissioners } from '../api/get-co-commissioners';
import { useSetCoCommissioners } from '../api/set-co-commissioners';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import { PlainList } from '../../../components/plain-list';

/**
 * Co-commissioners (docs/decisions/060): GMs of the league with every commissioner power. The owner
 * names and removes them; the other commissioners see who they are.
 */
export function CoCommissionersSection({
  leagueId,
  teams,
}: {
  leagueId: number;
  /** The league's teams with their GMs, whom the owner may name. */
  teams: LeagueDetail['teams'];
}) {
  const query = useCoCommissioners(leagueId);
  return (
    <SectionCard title="Co-commissioners">
      <QueryBody query={query} errorTitle="Failed to Load Co-commissioners" rows={2}>
        {() => query.data && <CoCommissionersBody leagueId={leagueId} list={query.data} teams={teams} />}
      </QueryBody>
    </SectionCard>
  );
}

function CoCommissionersBody({
  leagueId,
  list,
  teams,
}: {
  leagueId: number;
  list: CoCommissionersResponse;
  teams: LeagueDetail['teams'];
}) {
  const save = useSetCoCommissioners(leagueId);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = list.coCommissioners.map((c) => c.userId);
  const candidates = teams.flatMap((team) =>
    team.gm && team.gm.id !== list.owner.userId && !current.includes(team.gm.id)
      ? [{ value: String(team.gm.id), label: `${team.gm.username} (${team.name})` }]
      : [],
  );
  const change = (userIds: number[], done: string) =>
    save.mutate(userIds, {
      onSuccess: () => {
        setChosen(null);
        notifySuccess(done);
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to change the co-commissioners.')),
    });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    const name = candidates.find((c) => c.value === chosen)?.label ?? 'The GM';
    change([...current, Number(chosen)], `${name} is now a co-commissioner.`);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Co-commissioners have every commissioner power except naming co-commissioners, which belongs to{' '}
        {list.canEdit ? 'you, the league’s owner' : `${list.owner.username}, the league’s owner`}. What any
        commissioner does is in the league log.
      </Text>
      {list.coCommissioners.length === 0 ? (
        <EmptyText>No co-commissioners yet.</EmptyText>
      ) : (
        <PlainList label="Co-commissioners" gap={4}>
          {list.coCommissioners.map((co) => (
            <Group component="li" key={co.userId} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {co.username}
                </Text>
                {co.teamName && <Text span c="dimmed">{` · ${co.teamName}`}</Text>}
              </Text>
              {list.canEdit && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  style={{ flexShrink: 0 }}
                  aria-label={`Remove ${co.username} as co-commissioner`}
                  loading={save.isPending && save.variables?.includes(co.userId) === false}
                  onClick={() =>
                    change(
                      current.filter((id) => id !== co.userId),
                      `${co.username} is no longer a co-commissioner.`,
                    )
                  }
                >
                  Remove
                </Button>
              )}
            </Group>
          ))}
        </PlainList>
      )}
      {list.canEdit && (
        <form onSubmit={add}>
          <Group align="flex-end" gap="sm">
            <Select
              label="Name a GM co-commissioner"
              placeholder={candidates.length === 0 ? 'No other GM to name' : 'Choose a GM'}
              data={candidates}
              value={chosen}
              onChange={setChosen}
              disabled={candidates.length === 0}
              searchable
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" disabled={chosen === null} loading={save.isPending}>
              Name co-commissioner
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
