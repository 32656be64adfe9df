import { Badge, Box, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import {
  goalieIdsOf,
  RINK,
  shotAttemptsOf,
  turnRound,
  type SimulationData,
  type TeamSide,
} from '@rinkside/domain';
import { useMemo } from 'react';
import rinkClasses from '../../../components/rink/rink.module.css';
import { RinkSheet, toSvg } from '../../../components/rink/rink-sheet';
import { ATTEMPT_NAMES, ShotLegend, ShotShape } from '../../../components/rink/shot-marker';
import { periodLabel } from '../shared/play-labels';
import { attemptsShown, latestPlace, thirdName, type RinkThird } from './live-rink-model';
import classes from './live-rink.module.css';
import type { Snapshot } from './playback';
import { strengthState } from './strength';

interface Props {
  data: SimulationData;
  /** Events played so far. */
  shown: number;
  snapshot: Snapshot;
  home: string;
  away: string;
  abbreviations: [home: string, away: string];
  shootoutPeriod: number | null;
  finished: boolean;
}

// Markers a little larger than the viewer's: the live rink is read at a glance, often on a phone.
const LIVE_MARKER_SCALE = 1.4;

const THIRD_X: Record<RinkThird, [number, number]> = {
  left: [-RINK.halfLength, -RINK.blueLine],
  neutral: [-RINK.blueLine, RINK.blueLine],
  right: [RINK.blueLine, RINK.halfLength],
};

/** The live 2D rink: the score bug and strength, the zone the play is in, shots as they happen, goals. */
export function LiveRink({
  data,
  shown,
  snapshot,
  home,
  away,
  abbreviations,
  shootoutPeriod,
  finished,
}: Props) {
  const goalies = useMemo(() => goalieIdsOf(data), [data]);
  const attempts = useMemo(() => shotAttemptsOf(data.events, goalies), [data, goalies]);
  const goalieKeys = useMemo(() => new Set([...goalies].map(String)), [goalies]);
  const teams: Record<TeamSide, string> = { home, away };
  const abbr = (side: TeamSide) => (side === 'home' ? abbreviations[0] : abbreviations[1]);
  const placed = attemptsShown(attempts, shown);
  const place = latestPlace(data.events, shown);
  const strength = finished ? null : strengthState(snapshot.onIce, goalieKeys);
  const latest = data.events[shown - 1];
  const goal = latest?.type === 'GOAL' ? placed.find((a) => a.index === shown - 1) : undefined;
  const located = attempts.some((a) => a.x !== null);
  const strengthWords = strength
    ? [
        strength.label,
        strength.advantage && `${abbr(strength.advantage)} advantage`,
        ...strength.emptyNet.map((side) => `${abbr(side)} net empty`),
      ]
        .filter(Boolean)
        .join(', ')
    : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Rink">
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" aria-label="Score bug" role="group">
        <Group gap={6} wrap="nowrap">
          <Text fw={800} size="sm" className={rinkClasses.home} c="var(--team)">
            {abbreviations[0]}
          </Text>
          <Text fw={800} size="lg" ff="monospace">
            {snapshot.homeScore}-{snapshot.awayScore}
          </Text>
          <Text fw={800} size="sm" className={rinkClasses.away} c="var(--team)">
            {abbreviations[1]}
          </Text>
        </Group>
        <Text size="sm" ff="monospace" fw={600}>
          {finished
            ? 'Final'
            : `${periodLabel(snapshot.period, shootoutPeriod).replace(' Period', '')} ${snapshot.time.slice(0, 5)}`}
        </Text>
        {strengthWords && (
          <Badge
            variant={strength?.advantage || strength?.emptyNet.length ? 'filled' : 'light'}
            color={strength?.emptyNet.length ? 'goal' : strength?.advantage ? 'green' : 'gray'}
            data-testid="strength"
            tt="none"
          >
            <span aria-hidden>
              {strength?.label}
              {strength?.emptyNet.length ? ' EN' : ''}
            </span>
            <VisuallyHidden>Strength: {strengthWords}</VisuallyHidden>
          </Badge>
        )}
      </Group>
      <Box pos="relative">
        <RinkSheet
          label={`Rink: ${placed.length} shot attempts so far${place ? `; play in the ${thirdName(place.third, teams).toLowerCase()}` : ''}`}
          under={
            place && (
              <rect
                className={rinkClasses.zone}
                x={THIRD_X[place.third][0]}
                y={-RINK.halfWidth}
                width={THIRD_X[place.third][1] - THIRD_X[place.third][0]}
                height={2 * RINK.halfWidth}
              />
            )
          }
        >
          {placed.map((a) => {
            const { x, y } = toSvg(a.team === 'home' ? { x: a.x, y: a.y } : turnRound({ x: a.x, y: a.y }));
            return (
              <g
                key={a.index}
                className={`${rinkClasses[a.team]} ${classes.appear}`}
                data-testid="live-marker"
                data-kind={a.kind}
              >
                <title>{ATTEMPT_NAMES[a.kind]}</title>
                <ShotShape kind={a.kind} cx={x} cy={y} scale={LIVE_MARKER_SCALE} />
                {a === goal && (
                  <circle key={`pulse-${a.index}`} className={classes.pulse} cx={x} cy={y} r={5} />
                )}
              </g>
            );
          })}
          {place && !placed.some((a) => a.index === place.index) && (
            <circle className={classes.puck} cx={place.point.x} cy={-place.point.y} r={1.3} />
          )}
        </RinkSheet>
        {goal && (
          <div className={classes.goalBanner} key={goal.index}>
            <Text
              className={`${classes.goalWord} ${rinkClasses[goal.team]}`}
              fw={900}
              fz={{ base: 28, sm: 40 }}
              c="var(--team)"
              style={{ textShadow: '0 0 6px var(--mantine-color-body)' }}
              aria-hidden
            >
              GOAL {abbr(goal.team)}
            </Text>
          </div>
        )}
      </Box>
      <Group justify="space-between" gap="xs" mt="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {place ? thirdName(place.third, teams) : located ? 'Puck drop' : 'No rink locations in this game'}
        </Text>
        <ShotLegend />
      </Group>
    </Paper>
  );
}
