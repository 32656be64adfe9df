import { List, Text } from '@mantine/core';
import {
  LINEUP_SLOTS,
  lineupSlotLabel,
  type GameInjury,
  type LineupReplacement,
  type LineupSlot,
  type SimulationData,
  type TeamSide,
} from '@rinkside/domain';
import { useMemo } from 'react';
import { SectionPanel } from '../../../components/section-panel';
import { useLeagueId } from '../../../lib/league-query';
import { useTeam } from '../../../lib/queries/get-team';
import { useGame } from '../api/get-game';
import { periodLabel } from '../shared/play-labels';
import { nameOf, rosterIndex } from '../shared/roster-index';

const REASONS: Record<LineupReplacement['reason'], string> = {
  injured: 'injured',
  scratched: 'scratched',
  unavailable: 'unavailable',
  rested: 'rested',
};

const isSlot = (slot: string): slot is LineupSlot => (LINEUP_SLOTS as readonly string[]).includes(slot);
const gamesOut = (games: number) => (games === 1 ? 'out ~1 game' : `out ~${games} games`);

interface LineupChangesProps {
  data: Pick<SimulationData, 'playerStats' | 'goalieStats' | 'replacements' | 'injuries'>;
  home: string;
  away: string;
  /** The game, to name the players who sat out (they are not in its box score). */
  gameId: number;
}

/**
 * The box score's word on who did not play as the lineup said ('Y replaced X (injured) at Line 1 LW')
 * and who got hurt ('X left the game: Upper body, out ~5 games'). Nothing when neither happened.
 */
export function LineupChanges({ data, home, away, gameId }: LineupChangesProps) {
  const replacements = data.replacements ?? [];
  const injuries = data.injuries ?? [];
  const index = useMemo(() => rosterIndex(data), [data]);
  const missing = replacements.some((r) => !index.has(String(r.out)));
  const leagueId = useLeagueId();
  // Players who sat out are named from their team's roster, asked for only when the box score lacks them.
  const game = useGame(gameId, { enabled: missing });
  const homeTeam = useTeam(missing ? leagueId : 0, game.data?.homeTeamId ?? 0);
  const awayTeam = useTeam(missing ? leagueId : 0, game.data?.awayTeamId ?? 0);
  if (replacements.length === 0 && injuries.length === 0) return null;

  const teamName = (side: TeamSide) => (side === 'home' ? home : away);
  const outName = (r: LineupReplacement) => {
    if (index.has(String(r.out))) return nameOf(index, r.out);
    const roster = (r.team === 'home' ? homeTeam : awayTeam).data?.players ?? [];
    const player = roster.find((p) => String(p.id) === String(r.out));
    return player ? `${player.firstName} ${player.lastName}` : 'a player who could not play';
  };
  const replaced = (r: LineupReplacement) =>
    `${nameOf(index, r.in)} replaced ${outName(r)} (${REASONS[r.reason]}) at ${isSlot(r.slot) ? lineupSlotLabel(r.slot) : r.slot}`;
  const leftGame = (injury: GameInjury) =>
    `${nameOf(index, injury.playerId)} left the game: ${injury.type}, ${gamesOut(injury.gamesOut)} (${periodLabel(injury.period)})`;

  return (
    <SectionPanel title="Lineup changes and injuries" titleId="lineup-changes" order={3}>
      <List size="sm" spacing={4}>
        {replacements.map((r) => (
          <List.Item key={`${r.team}-${r.slot}`}>
            <Text span size="sm" c="dimmed">
              {teamName(r.team)}:{' '}
            </Text>
            {replaced(r)}
          </List.Item>
        ))}
        {injuries.map((injury) => (
          <List.Item key={`injury-${String(injury.playerId)}`}>
            <Text span size="sm" c="dimmed">
              {teamName(injury.team)}:{' '}
            </Text>
            {leftGame(injury)}
          </List.Item>
        ))}
      </List>
    </SectionPanel>
  );
}
