import { Anchor, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyText, QueryBody, SectionCard } from '../components/section-card';
import type { StandingsTop } from './home-queries';
import classes from './standings-snapshot.module.css';

/** The top of the standings: rank, team, GP, W, L, OTL, PTS. */
export function StandingsSnapshot({
  query,
  leagueId,
}: {
  query: UseQueryResult<StandingsTop>;
  leagueId: number;
}) {
  return (
    <SectionCard
      title="Standings"
      action={
        <Anchor component={Link} to={`/league/${leagueId}/standings`} size="sm">
          Full standings
        </Anchor>
      }
    >
      <QueryBody query={query} errorTitle="Failed to Load Standings">
        {() => {
          const rows = query.data?.top ?? [];
          if (rows.length === 0) return <EmptyText>No teams found</EmptyText>;
          if (!query.data?.anyPlayed)
            return <EmptyText>No games played yet. The standings fill in after the first game.</EmptyText>;
          return (
            // Scrolls sideways on a narrow phone, and takes the keyboard's focus to do so (decision 017).
            <div className={classes.scroller} tabIndex={0}>
              <table className={classes.table}>
                <thead>
                  <tr>
                    <th style={{ width: 28 }}>#</th>
                    <th>Team</th>
                    <th className={classes.number}>GP</th>
                    <th className={classes.number}>W</th>
                    <th className={classes.number}>L</th>
                    <th className={classes.number}>OTL</th>
                    <th className={classes.number}>PTS</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.teamId}>
                      <td>{row.pointsRank}</td>
                      <td>
                        <Anchor component={Link} to={`/league/${leagueId}/team/${row.teamId}`} size="sm">
                          <Text span inherit hiddenFrom="xs" title={row.name}>
                            {row.abbreviation}
                          </Text>
                          <Text span inherit visibleFrom="xs">
                            {row.name}
                          </Text>
                        </Anchor>
                      </td>
                      <td className={classes.number}>{row.gamesPlayed}</td>
                      <td className={classes.number}>{row.wins}</td>
                      <td className={classes.number}>{row.losses}</td>
                      <td className={classes.number}>{row.otLosses}</td>
                      <td className={classes.number} style={{ fontWeight: 700 }}>
                        {row.points}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </QueryBody>
    </SectionCard>
  );
}
