import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCrown,
  IconHeartHandshake,
  IconMail,
  IconSpeakerphone,
  IconUserCircle,
} from '@tabler/icons-react';

const places = [
  {
    title: 'Your league',
    icon: IconCrown,
    text: 'Every league is its own community: a commissioner who runs it and GMs who run the teams. The commissioner generates the season’s schedule from the league day (or adds games from a CSV file), moves the season on and decides who manages which team.',
  },
  {
    title: 'Inbox',
    icon: IconMail,
    text: 'Private messages between GMs. Talk trades, settle rivalries or welcome a new manager. Unread messages show as a count on your avatar.',
  },
  {
    title: 'Recruitments',
    icon: IconSpeakerphone,
    text: 'Teams without a manager are listed as open recruitments. Apply to one, and the league’s commissioner can hand you the team.',
  },
  {
    title: 'Profiles',
    icon: IconUserCircle,
    text: 'Your profile shows your GM name, favourite team, how you like to play and the leagues you are in. Visit another GM’s profile to send them a message.',
  },
] as const;

const fairPlay = [
  'Be respectful in messages, win or lose.',
  'One account per person, one team per league.',
  'Trade in good faith: no deals that sink one team to lift another.',
  'Set your lineup before game time; your teammates in the league count on it.',
];

/** /community: where Rinkside players meet. */
export function CommunityPage() {
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>Community</Title>
        <Text c="dimmed" fz="lg">
          Rinkside is played with other people. These are the places inside the game where GMs meet.
        </Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {places.map(({ title, icon: Icon, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="xl">
              {title}
            </Title>
            <Text c="dimmed" mt="xs">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder radius="lg" padding="lg" mt="xl">
        <Stack gap="sm">
          <Title order={2} fz="xl">
            <ThemeIcon
              size={32}
              radius="md"
              color="goal"
              variant="light"
              mr="sm"
              style={{ verticalAlign: 'middle' }}
            >
              <IconHeartHandshake size={20} aria-hidden />
            </ThemeIcon>
            Fair play
          </Title>
          <Stack gap={6} component="ul" m={0} pl="lg">
            {fairPlay.map((rule) => (
              <Text key={rule} component="li">
                {rule}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Card>
    </Container>
  );
}
