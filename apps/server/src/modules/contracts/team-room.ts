import { capRoomProblem, capSeasonFor, teamCapFigures, type ContractSettings } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { capContractOf, deadChargeOf, type ContractTerms } from './contract-facts';
import * as repo from './repo';

type CapSeason = ReturnType<typeof capSeasonFor>;

function figuresOf(players: ContractTerms[], charges: repo.CapChargeRow[], year: number, season: CapSeason) {
  return teamCapFigures(
    players.map(capContractOf),
    charges.map((c) => deadChargeOf(c, year)),
    season,
  );
}

/** A team's contracts, cap charges and cap figures in the season starting in `year`. */
export async function teamCapState(db: Db, teamId: number, year: number, settings: ContractSettings) {
  const season = capSeasonFor(settings, year);
  const [players, charges] = await Promise.all([
    repo.listContractPlayers(db, teamId),
    repo.listCapCharges(db, teamId, year),
  ]);
  return { season, players, figures: figuresOf(players, charges, year, season) };
}

/** The cap figures of each of the teams given, in the season starting in `year`: the league's in two reads. */
export async function leagueCapFigures(
  db: Db,
  leagueId: number,
  teamIds: readonly number[],
  year: number,
  settings: ContractSettings,
) {
  const season = capSeasonFor(settings, year);
  const [players, charges] = await Promise.all([
    repo.listLeagueContracts(db, leagueId),
    repo.listLeagueCapCharges(db, leagueId, year),
  ]);
  const byTeam = <R extends { team_id: number | null }>(rows: R[]) => {
    const grouped = new Map<number, R[]>();
    for (const row of rows)
      if (row.team_id !== null) grouped.set(row.team_id, [...(grouped.get(row.team_id) ?? []), row]);
    return grouped;
  };
  const [playersOf, chargesOf] = [byTeam(players), byTeam(charges)];
  const figures = new Map<number, ReturnType<typeof teamCapFigures>>();
  for (const teamId of teamIds)
    figures.set(teamId, figuresOf(playersOf.get(teamId) ?? [], chargesOf.get(teamId) ?? [], year, season));
  return figures;
}

/**
 * Why a team cannot take a player onto its active roster now (a claim off waivers), or null when it can:
 * a free roster place, a free contract, and the cap room for his whole cap hit.
 */
export async function roomProblem(
  db: Db,
  teamId: number,
  player: { name: string; capHit: number },
  year: number,
  settings: ContractSettings,
): Promise<string | null> {
  const { season, figures } = await teamCapState(db, teamId, year, settings);
  if (figures.activeRoster >= settings.activeRosterMax)
    return `Your active roster is full (${settings.activeRosterMax} players): make room before claiming ${player.name}.`;
  if (figures.contracts >= settings.maxContracts)
    return `Your team holds the most contracts allowed (${settings.maxContracts}).`;
  const over = capRoomProblem(figures.payroll, player.capHit, season);
  return over ? `Claiming ${player.name} would put your team ${over}.` : null;
}
