import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { type LeagueVisibility, leagueVisibilitySchema } from '@rinkside/domain';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { SectionCard } from '../../components/section-card';
import { useSetLeagueVisibility } from './set-league-visibility';

const CHOICES: { value: LeagueVisibility; label: string; description: string }[] = [
  {
    value: 'public',
    label: 'Public',
    description: 'Every signed-in user can read the league: standings, rosters, trades and news.',
  },
  {
    value: 'members',
    label: 'Members only',
    description:
      'Only you and the league’s GMs can open it; to anyone else its pages say “This league is private or does not exist”. An open recruitment is still listed, so new GMs can apply.',
  },
];

/** Commissioner Tools: who may read the league (docs/decisions/059). */
export function LeagueVisibilityForm({ leagueId, current }: { leagueId: number; current: LeagueVisibility }) {
  const [choice, setChoice] = useState<LeagueVisibility>(current);
  const save = useSetLeagueVisibility(leagueId, {
    saved: (visibility) =>
      notifySuccess(
        visibility === 'members' ? 'The league is now members only.' : 'The league is now public.',
      ),
    failed: (error) => notifyError(errorMessage(error, 'Failed to change who can see the league.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== current) save.mutate(choice);
  };

  return (
    <SectionCard title="Who can see the league">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Radio.Group
            value={choice}
            onChange={(value) => setChoice(leagueVisibilitySchema.catch(current).parse(value))}
            aria-label="Who can see the league"
          >
            <Stack gap="sm">
              {CHOICES.map(({ value, label, description }) => (
                <Radio key={value} value={value} label={label} description={description} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              Currently {current === 'members' ? 'members only' : 'public'}.
            </Text>
            <Button type="submit" disabled={choice === current} loading={save.isPending}>
              Save visibility
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
