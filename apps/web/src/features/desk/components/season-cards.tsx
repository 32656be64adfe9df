import { Anchor, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { DECIDED_IN_SUFFIX, type DeskLeader, type DeskResponse } from '@rinkside/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ordinal } from '../desk-format';

const OUTCOME_COLOR = { W: 'green', L: 'red', OTL: 'orange' } as const;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Applications waiting on the commissioner and unread messages, each a link to where it is dealt with. */
export function AttentionCard({ desk }: { desk: DeskResponse }) {
  const { pendingApplications, unreadMessages } = desk.attention;
  const items: ReactNode[] = [];
  if (pendingApplications)
    items.push(
      <Anchor key="applications" component={Link} to={`/league/${desk.leagueId}/commish`} size="sm">
        {pendingApplications === 1 ? '1 application' : `${pendingApplications} applications`} waiting for your
        decision
      </Anchor>,
    );
  if (unreadMessages)
    items.push(
      <Anchor key="messages" component={Link} to="/inbox" size="sm">
        {unreadMessages === 1 ? '1 unread message' : `${unreadMessages} unread messages`}
      </Anchor>,
    );
  return (
    <Card id="desk-attention" title="Needs Attention">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing waiting on you.
        </Text>
      ) : (
        <Stack gap={6}>{items}</Stack>
      )}
    </Card>
  );
}

/** The last five results as W / L / OTL chips, oldest on the left. */
export function LastFiveCard({ desk }: { desk: DeskResponse }) {
  return (
    <Card id="desk-last-five" title="Last Five">
      {desk.lastFive.length === 0 ? (
        <Text size="sm" c="dimmed">
          No games played yet.
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          aria-label="Last five results, oldest first"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {[...desk.lastFive].reverse().map((r) => {
            const text = `${r.outcome === 'W' ? 'Won' : r.outcome === 'L' ? 'Lost' : 'Lost in overtime'} ${r.goalsFor}-${r.goalsAgainst}${DECIDED_IN_SUFFIX[r.decidedIn]} ${r.home ? 'vs' : 'at'} ${r.opponent.name}`;
            return (
              <li key={r.gameId}>
                <Tooltip label={text}>
                  <Badge
                    component={Link}
                    to={`/league/${desk.leagueId}/game/viewer?gameId=${r.gameId}`}
                    color={OUTCOME_COLOR[r.outcome]}
                    variant="light"
                    size="lg"
                    aria-label={text}
                    style={{ cursor: 'pointer' }}
                  >
                    {r.outcome}
                  </Badge>
                </Tooltip>
              </li>
            );
          })}
        </Group>
      )}
    </Card>
  );
}

function Leader({
  label,
  leader,
  value,
  leagueId,
}: {
  label: string;
  leader: DeskLeader | null;
  value: (l: DeskLeader) => string;
  leagueId: number;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {leader ? (
        <Text size="sm" lineClamp={1}>
          <Anchor component={Link} to={`/league/${leagueId}/player/${leader.playerId}`} size="sm">
            {leader.name}
          </Anchor>{' '}
          <b>{value(leader)}</b>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      )}
    </Group>
  );
}

/** Points, goals and save-percentage leaders, and the team's place in the standings. */
export function LeadersCard({ desk }: { desk: DeskResponse }) {
  const { leaders, rank, leagueId } = desk;
  return (
    <Card id="desk-leaders" title="Leaders & Rank">
      <Stack gap={6}>
        <Leader label="Points" leader={leaders.points} value={(l) => `${l.value} P`} leagueId={leagueId} />
        <Leader label="Goals" leader={leaders.goals} value={(l) => `${l.value} G`} leagueId={leagueId} />
        <Leader
          label="Save %"
          leader={leaders.savePercentage}
          value={(l) => l.value.toFixed(3).replace(/^0/, '')}
          leagueId={leagueId}
        />
        <Text size="sm" mt={4}>
          {rank && rank.wins + rank.losses + rank.otLosses > 0 ? (
            <>
              <b>{ordinal(rank.league)}</b> of {rank.leagueTeams} in the league
              {rank.conference && rank.conferenceRank
                ? ` · ${ordinal(rank.conferenceRank)} in the ${rank.conference}`
                : ''}{' '}
              <Text span c="dimmed" size="sm">
                ({rank.wins}-{rank.losses}-{rank.otLosses}, {rank.points} pts)
              </Text>
            </>
          ) : (
            <Text span c="dimmed" size="sm">
              No standings yet.
            </Text>
          )}
        </Text>
      </Stack>
    </Card>
  );
}
