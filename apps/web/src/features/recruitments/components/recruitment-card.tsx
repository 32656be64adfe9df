import { Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { findHockeyTeam, type Application, type Recruitment } from '@rinkside/domain';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';

const applyPath = ({ id, team }: Recruitment) => `/league/${team.league.id}/team/${team.id}/${id}/apply`;

const STATUS_LOOK = {
  pending: { label: 'Applied - Pending', color: 'yellow', Icon: IconClockHour4 },
  declined: { label: 'Application Declined', color: 'red', Icon: IconX },
  accepted: { label: 'Application Accepted', color: 'green', Icon: IconCheck },
  // Closed when the applicant was given another team in the league.
  withdrawn: { label: 'Application Withdrawn', color: 'gray', Icon: IconX },
} as const;

function ApplicationState({
  recruitment,
  status,
}: {
  recruitment: Recruitment;
  status?: Application['status'];
}) {
  // SPEC §4: an application turns the card into its status ('Applied - Pending'); no second one.
  if (status) {
    const { label, color, Icon } = STATUS_LOOK[status];
    return (
      <Badge
        size="xl"
        h={36}
        radius="md"
        variant="light"
        color={color}
        fullWidth
        tt="none"
        fz="sm"
        leftSection={<Icon size={16} aria-hidden />}
      >
        {label}
      </Badge>
    );
  }
  return (
    <Button
      component={Link}
      to={applyPath(recruitment)}
      fullWidth
      aria-label={`Apply Now for ${recruitment.team.name}`}
    >
      Apply Now
    </Button>
  );
}

/** SPEC §2 Recruitments card: league name, 'Open' badge, team, and the viewer's application state. */
export function RecruitmentCard({
  recruitment,
  status,
}: {
  recruitment: Recruitment;
  status?: Application['status'];
}) {
  const { team } = recruitment;
  const colors = findHockeyTeam(team.name)?.colors;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={`${team.name}, ${team.league.name}`}
    >
      <Stack gap="md" h="100%" justify="space-between">
        <div>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text size="sm" c="dimmed" fw={600} lineClamp={2}>
              {team.league.name}
            </Text>
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              Open
            </Badge>
          </Group>
          <Group gap="sm" mt="sm" wrap="nowrap">
            <ThemeIcon
              size={40}
              radius="xl"
              aria-hidden
              style={
                colors
                  ? { background: colors[0], color: '#fff', border: `2px solid ${colors[1]}` }
                  : undefined
              }
            >
              <Text fw={800} fz={11}>
                {team.abbreviation}
              </Text>
            </ThemeIcon>
            <Text fw={700} fz="lg" lineClamp={2}>
              {team.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt="sm">
            Looking for a GM since {new Date(recruitment.createdAt).toLocaleDateString()}
          </Text>
        </div>
        <ApplicationState recruitment={recruitment} status={status} />
      </Stack>
    </Card>
  );
}

export function RecruitmentCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="recruitment-card-skeleton" aria-hidden>
      <Skeleton height={14} width="50%" />
      <Group gap="sm" mt="md">
        <Skeleton height={40} circle />
        <Skeleton height={20} width="60%" />
      </Group>
      <Skeleton height={36} mt="lg" radius="md" />
    </Card>
  );
}
