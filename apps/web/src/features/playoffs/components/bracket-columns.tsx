import { Box, Stack, Text, Title } from '@mantine/core';
import type { PlayoffRound, PlayoffSeries } from '@rinkside/domain';
import type { CSSProperties } from 'react';
import { SeriesCard } from './series-card';
import type { BracketTeams } from './bracket-teams';
import classes from './bracket-columns.module.css';

interface BracketColumnsProps {
  leagueId: number;
  rounds: readonly PlayoffRound[];
  conferences: readonly string[];
  teams: BracketTeams;
}

/**
 * The desktop bracket: a column per round, left to right. With conferences, each conference is a band
 * across the rounds it plays alone, and a round between conferences (the Final) spans the bands.
 */
export function BracketColumns({ leagueId, rounds, conferences, teams }: BracketColumnsProps) {
  const bands: (string | null)[] = conferences.length > 0 ? [...conferences] : [null];
  // A series outside every band (none in a well-formed bracket) joins the first.
  const bandOf = (series: PlayoffSeries) =>
    bands.includes(series.conference) ? series.conference : (bands[0] ?? null);
  const bandRow = (band: number) => 3 + band * 2;
  const grid: CSSProperties = {
    gridTemplateColumns: `repeat(${rounds.length}, minmax(13.5rem, 1fr))`,
    gridTemplateRows: `auto ${bands.map(() => 'auto 1fr').join(' ')}`,
  };
  const cards = (series: readonly PlayoffSeries[]) =>
    series.map((s) => (
      <li key={s.id} className={classes.slot}>
        <SeriesCard leagueId={leagueId} series={s} teams={teams} compact />
      </li>
    ));

  return (
    <Box className={classes.scroller}>
      <div className={classes.grid} style={grid}>
        {rounds.map((round, column) => {
          const headingId = `bracket-round-${round.round}`;
          const spansBands = bands.length > 1 && round.series.every((s) => s.conference === null);
          return [
            <Title
              key="title"
              order={2}
              fz="sm"
              id={headingId}
              className={classes.roundName}
              style={{ gridColumn: column + 1, gridRow: 1 }}
            >
              {round.name}
            </Title>,
            ...(spansBands
              ? [
                  <ul
                    key="all"
                    aria-labelledby={headingId}
                    className={classes.cell}
                    style={{ gridColumn: column + 1, gridRow: `2 / ${bandRow(bands.length - 1) + 1}` }}
                  >
                    {cards(round.series)}
                  </ul>,
                ]
              : bands.map((band, b) => (
                  <ul
                    key={band ?? 'league'}
                    aria-label={band ? `${round.name}, ${band}` : round.name}
                    className={classes.cell}
                    style={{ gridColumn: column + 1, gridRow: bandRow(b) }}
                  >
                    {cards(round.series.filter((s) => bandOf(s) === band))}
                  </ul>
                ))),
          ];
        })}
        {bands.map(
          (band, b) =>
            band && (
              <Stack
                key={band}
                gap={0}
                className={classes.band}
                style={{ gridColumn: `1 / ${spanEnd(rounds, bands.length)}`, gridRow: bandRow(b) - 1 }}
              >
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {band}
                </Text>
              </Stack>
            ),
        )}
      </div>
    </Box>
  );
}

/** The grid line where the conference bands stop: before the first round that spans them. */
function spanEnd(rounds: readonly PlayoffRound[], bandCount: number): number {
  const spanning = rounds.findIndex(
    (round) => bandCount > 1 && round.series.every((s) => s.conference === null),
  );
  return spanning === -1 ? rounds.length + 1 : spanning + 1;
}
