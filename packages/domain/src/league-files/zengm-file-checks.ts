import type { ZengmLeagueFile } from './zengm-file-schema';

// What makes a ZenGM file unreadable as one league even though each row has the right shape
// (docs/decisions/083): the import refuses it with the first problem and writes nothing.

export interface ZengmFileProblem {
  /** Where, as a path into the file: 'players.12.tid'. */
  path: string;
  message: string;
}

/** The first row that contradicts another, or null when the file holds together. */
export function findZengmFileProblem(file: ZengmLeagueFile): ZengmFileProblem | null {
  const teamIds = new Set<number>();
  const abbreviations = new Set<string>();
  for (const [i, team] of file.teams.entries()) {
    if (teamIds.has(team.tid))
      return { path: `teams.${i}.tid`, message: `Two teams have the id ${team.tid}.` };
    teamIds.add(team.tid);
    const abbreviation = team.abbrev.trim().toUpperCase();
    if (!team.disabled && abbreviations.has(abbreviation))
      return { path: `teams.${i}.abbrev`, message: `Two teams are abbreviated ${team.abbrev}.` };
    if (!team.disabled) abbreviations.add(abbreviation);
  }

  const playerIds = new Set<number>();
  for (const [i, player] of file.players.entries()) {
    // One record is one player on one team: the same id twice would put him on two.
    if (playerIds.has(player.pid))
      return { path: `players.${i}.pid`, message: `Player ${player.pid} appears twice in the file.` };
    playerIds.add(player.pid);
    if (player.tid >= 0 && !teamIds.has(player.tid))
      return {
        path: `players.${i}.tid`,
        message: `${player.firstName} ${player.lastName} (player ${player.pid}) is on team ${player.tid}, which the file does not have.`,
      };
  }

  for (const [i, pick] of file.draftPicks.entries()) {
    if (!teamIds.has(pick.tid))
      return {
        path: `draftPicks.${i}.tid`,
        message: `A ${pick.season} round ${pick.round} pick has no owner: team ${pick.tid} is not in the file.`,
      };
    if (!teamIds.has(pick.originalTid))
      return {
        path: `draftPicks.${i}.originalTid`,
        message: `A ${pick.season} round ${pick.round} pick belongs originally to team ${pick.originalTid}, which is not in the file.`,
      };
  }
  return null;
}
