import { type LeagueContainer, uncontained } from '../../jobs/job-health';
import { inactivityReached } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { announce, notify } from '../notifications/service';
import { withdrawProposalsOfDeparture } from '../trades/departure';
import { mendAutopilotLineup } from './autopilot-lineups';
import * as repo from './repo';
import { inactivitySettingsOf } from './settings';

export interface InactivityPassResult {
  nudged: number;
  autopilotStarted: number;
  /** Lineup slots mended on teams on autopilot. */
  slotsMended: number;
}

const seatPayload = (seat: repo.SeatRow) => ({
  leagueId: seat.league_id,
  leagueName: seat.league_name,
  teamId: seat.team_id,
  teamName: seat.team_name,
});

/**
 * One pass over every GM seat (docs/decisions/036): seats filled since the last pass start being
 * watched; a GM away past the league's thresholds is nudged once and put on autopilot once per stretch
 * away (each a conditional UPDATE with its notification, in one transaction, so with several processes
 * exactly one tells the GM); teams on autopilot get their lineup mended for their next game.
 */
export async function runInactivityPass(
  ctx: AppContext,
  contain: LeagueContainer = uncontained,
): Promise<InactivityPassResult> {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  await repo.watchNewSeats(db, at);
  const result: InactivityPassResult = { nudged: 0, autopilotStarted: 0, slotsMended: 0 };
  const told: number[] = [];
  for (const seat of await repo.listSeats(db)) {
    // One seat's trouble is its league's: the seats after it, this league's included, go on.
    await contain(seat.league_id, async () => {
      // A closed league is read-only: nobody there is nudged, nor his team run for him.
      if (seat.league_closed_at !== null) return;
      const reached = inactivityReached(inactivitySettingsOf(seat.inactivity_settings), seat.away_since, now);
      const stretch = { teamId: seat.team_id, userId: seat.user_id, awaySince: seat.away_since };
      const payload = { ...seatPayload(seat), days: reached.daysAway };
      // Autopilot first: a GM away past both thresholds at once (a long outage) is told of autopilot alone.
      let onAutopilot = seat.autopilot_at !== null;
      if (reached.autopilot && !onAutopilot) {
        const started = await db.transaction().execute(async (trx) => {
          if (!(await repo.markStretch(trx, stretch, 'autopilot_at', at))) return null;
          await repo.markStretch(trx, stretch, 'nudged_at', at);
          await notify(trx, { userId: seat.user_id, at, kind: 'autopilot_started', payload });
          // The GM is gone for now: his team's open proposals end with his absence (docs/decisions/060).
          const team = await trx
            .selectFrom('teams')
            .selectAll()
            .where('id', '=', seat.team_id)
            .executeTakeFirst();
          const reason = `${team?.name ?? 'The team'}'s GM is away: the team is on autopilot.`;
          return team ? await withdrawProposalsOfDeparture(trx, { team, reason, at }) : [];
        });
        onAutopilot = started !== null;
        if (started) {
          result.autopilotStarted += 1;
          told.push(seat.user_id, ...started.filter((id): id is number => id !== null));
        }
      } else if (reached.nudge && !onAutopilot && seat.nudged_at === null) {
        const nudged = await db.transaction().execute(async (trx) => {
          if (!(await repo.markStretch(trx, stretch, 'nudged_at', at))) return false;
          await notify(trx, { userId: seat.user_id, at, kind: 'inactivity_nudge', payload });
          return true;
        });
        if (nudged) {
          result.nudged += 1;
          told.push(seat.user_id);
        }
      }
      if (onAutopilot) result.slotsMended += await mendAutopilotLineup(db, seat.team_id, at);
    });
  }
  await announce(ctx, told);
  return result;
}
