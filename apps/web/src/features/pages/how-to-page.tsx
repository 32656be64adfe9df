import { Code, Container, List, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconCalendarTime,
  IconChartBar,
  IconClipboardList,
  IconTrophy,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';

const csvExample = `homeTeam,awayTeam,date
Toronto Maple Leafs,Montreal Canadiens,2025-10-08T19:00
Edmonton Oilers,Calgary Flames,2025-10-09T21:00`;

/** /how-to: how to play Rinkside, from account to box score. */
export function HowToPage() {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>How to play Rinkside</Title>
        <Text c="dimmed" fz="lg">
          You are the general manager. You pick the lines, the games simulate on their own, and the results
          are yours to explain. Here is how a season goes.
        </Text>
      </Stack>

      <Timeline bulletSize={36} lineWidth={2} active={5}>
        <Timeline.Item
          bullet={<IconUserPlus size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              1. Make your account
            </Title>
          }
        >
          <Text mt="xs">
            Sign up with an e-mail address, a username and a password. We send you a verification link; open
            it, then log in. Your GM name and favourite team are optional and can be changed later on your
            profile.
          </Text>
        </Timeline.Item>

        <Timeline.Item
          bullet={<IconUsersGroup size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              2. Create or join a league
            </Title>
          }
        >
          <Text mt="xs">
            From your dashboard choose <b>Create New League</b>. Give it a name and pick a mode: the NHL setup
            with the 32 real teams, or a custom league where you choose the league type, the starting year,
            whether to import teams, and whether players are authentic, generated or imported from your own
            roster file. Whoever creates a league is its <b>commissioner</b>.
          </Text>
          <Text mt="xs">
            To join someone else&apos;s league, open <b>Recruitments</b>: teams looking for a GM are listed
            there. Apply, and the commissioner can hand you the team.
          </Text>
        </Timeline.Item>

        <Timeline.Item
          bullet={<IconClipboardList size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              3. Set your lines
            </Title>
          }
        >
          <Text mt="xs">
            Open your team and choose <b>Edit Lines</b>. Drag players from the list into the slots:
          </Text>
          <List mt="xs" spacing={4}>
            <List.Item>four forward lines, each with a left wing, a centre and a right wing;</List.Item>
            <List.Item>three defense pairs, left and right;</List.Item>
            <List.Item>a starting goalie and a backup.</List.Item>
          </List>
          <Text mt="xs">
            Press <b>Save Lineup</b> before game time: the simulation uses the lineup you saved. The{' '}
            <b>Depth Chart</b> orders players at each position and shows who can play where.
          </Text>
        </Timeline.Item>

        <Timeline.Item
          bullet={<IconCalendarTime size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              4. Games simulate at their start time
            </Title>
          }
        >
          <Text mt="xs">
            The commissioner uploads the schedule as a CSV file with the columns <Code>homeTeam</Code>,{' '}
            <Code>awayTeam</Code> and <Code>date</Code>, one game per line:
          </Text>
          <Code block mt="xs" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
            {csvExample}
          </Code>
          <Text mt="xs">
            When a game&apos;s start time passes, Rinkside simulates it once, event by event, with both
            teams&apos; saved lineups. The <b>Game Center</b> lists today&apos;s games with a countdown, the
            upcoming ones and the finished ones. You can watch a game play out live, pause it, change the
            speed, or skip to the end.
          </Text>
        </Timeline.Item>

        <Timeline.Item
          bullet={<IconChartBar size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              5. Read the box score
            </Title>
          }
        >
          <Text mt="xs">
            Every finished game has a summary with the play-by-play, the score by period (with overtime or a
            shootout when it went that far), shots, hits and power plays for each team, and the three stars.
            The box score lists each skater&apos;s goals (G), assists (A), points (P), shots (S), hits,
            plus-minus (+/-), penalty minutes (PIM), ice time (TOI) and faceoff percentage, and each
            goalie&apos;s saves, goals against, save percentage (SV%) and goals-against average (GAA).
          </Text>
        </Timeline.Item>

        <Timeline.Item
          bullet={<IconTrophy size={18} aria-hidden />}
          title={
            <Title order={2} fz="xl">
              6. Chase the standings
            </Title>
          }
        >
          <Text mt="xs">
            Standings count wins, losses and overtime losses. Points percentage is points divided by twice the
            games played. The stats pages keep leaderboards for skaters (points, goals, assists, +/-, shots,
            hits) and goalies (wins, SV%, GAA, saves) across the league.
          </Text>
        </Timeline.Item>
      </Timeline>
    </Container>
  );
}
