import { formatCapHit } from './format';
import { DECIDED_IN_SUFFIX } from './game-result';
import { gameRunText } from './game-run';
import type { NotificationContent } from './notification';

/** A notification as the bell's list shows it: one line of text and where it leads, if anywhere. */
export interface NotificationWording {
  text: string;
  href: string | null;
}

const league = (leagueId: number) => `/league/${leagueId}`;

/** Words a notification for display, in the user's terms ('your team', 'you'). */
export function describeNotification(notification: NotificationContent): NotificationWording {
  switch (notification.kind) {
    case 'application_received': {
      const p = notification.payload;
      return {
        text: `${p.applicant} applied to be GM of ${p.teamName} in ${p.leagueName}.`,
        href: `${league(p.leagueId)}/commish`,
      };
    }
    case 'application_accepted': {
      const p = notification.payload;
      return {
        text: `Your application was accepted: you are now GM of ${p.teamName} in ${p.leagueName}.`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'application_declined': {
      const p = notification.payload;
      return {
        text: `Your application to be GM of ${p.teamName} in ${p.leagueName} was declined.`,
        href: '/recruitments',
      };
    }
    case 'gm_assigned': {
      const p = notification.payload;
      return {
        text: `The commissioner made you GM of ${p.teamName} in ${p.leagueName}.`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'gm_removed': {
      const p = notification.payload;
      return { text: `You are no longer GM of ${p.teamName} in ${p.leagueName}.`, href: league(p.leagueId) };
    }
    case 'inactivity_nudge': {
      const p = notification.payload;
      return {
        text: `${p.teamName} has not seen its GM in ${p.days} days in ${p.leagueName}: check your lineup.`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'autopilot_started': {
      const p = notification.payload;
      return {
        text: `${p.teamName} is on autopilot after ${p.days} days away: the server keeps your lineup legal until you act.`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'autopilot_ended': {
      const p = notification.payload;
      return {
        text: `Welcome back: autopilot is off and you run ${p.teamName} in ${p.leagueName} again.`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'game_final': {
      const { home, away, decidedIn, leagueId, gameId, team, run } = notification.payload;
      if (team && run && run.length > 1)
        return {
          text: `${gameRunText(team.teamName, run)}.`,
          href: `${league(leagueId)}/team/${team.teamId}`,
        };
      return {
        text: `Final: ${away.teamName} ${away.score}, ${home.teamName} ${home.score}${DECIDED_IN_SUFFIX[decidedIn]}.`,
        href: `${league(leagueId)}/game/viewer?gameId=${gameId}`,
      };
    }
    case 'player_injured': {
      const p = notification.payload;
      return {
        text: `${p.playerName} is injured (${p.injury}) and out until ${p.returnDate}.`,
        href: `${league(p.leagueId)}/player/${p.playerId}`,
      };
    }
    case 'player_back': {
      const p = notification.payload;
      return {
        text: `${p.playerName} is healthy and can play again.`,
        href: `${league(p.leagueId)}/player/${p.playerId}`,
      };
    }
    case 'lineup_attention': {
      const p = notification.payload;
      const more = p.problemCount > 1 ? ` (and ${p.problemCount - 1} more)` : '';
      return {
        text: `Your lineup needs attention before ${p.teamName} play ${p.opponentName}: ${p.problem}${more}`,
        href: `${league(p.leagueId)}/team/${p.teamId}`,
      };
    }
    case 'waivers_ended': {
      const p = notification.payload;
      const ended = {
        claimed: `${p.playerName} was claimed off waivers by ${p.claimedBy ?? 'another team'}.`,
        minors: `${p.playerName} cleared waivers and went to the minors.`,
        bought_out: `${p.playerName} cleared waivers and was bought out.`,
      };
      return { text: ended[p.outcome], href: `${league(p.leagueId)}/team/${p.teamId}/cap` };
    }
    case 'waiver_claim_won': {
      const p = notification.payload;
      return {
        text: `You claimed ${p.playerName} off waivers from ${p.fromTeamName}.`,
        href: `${league(p.leagueId)}/player/${p.playerId}`,
      };
    }
    case 'preseason_roster': {
      const p = notification.payload;
      const moves = [
        [p.activated, 'back from injured reserve'],
        [p.sentDown, 'sent to the minors'],
        [p.calledUp, 'called up'],
        [p.generated, 'joined from outside the league'],
        [p.released, 'released'],
      ] as const;
      const said = moves.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
      return {
        text: `Preseason: ${p.teamName}'s roster was made legal for the new season: ${said.join(', ')}.`,
        href: `${league(p.leagueId)}/team/${p.teamId}/cap`,
      };
    }
    case 'free_agents_left': {
      const p = notification.payload;
      const names =
        p.players.length <= 3
          ? p.players.join(', ')
          : `${p.players.slice(0, 3).join(', ')} and ${p.players.length - 3} more`;
      return {
        text: `Free agency is open: ${names} left ${p.teamName} unsigned.`,
        href: `${league(p.leagueId)}/free-agents`,
      };
    }
    case 'contract_offer_decided': {
      const p = notification.payload;
      const outcome = {
        signed: `${p.playerName} accepted your offer and signed.`,
        signed_elsewhere: `${p.playerName} signed with ${p.signedWith ?? 'another team'}: your offer was not taken.`,
        rejected: `${p.playerName} turned down your offer and is still a free agent.`,
        void: `Your offer to ${p.playerName} could not be completed: ${p.reason ?? 'it no longer fit'}`,
      };
      return {
        text: outcome[p.outcome],
        href:
          p.outcome === 'signed'
            ? `${league(p.leagueId)}/team/${p.teamId}/cap`
            : `${league(p.leagueId)}/free-agents`,
      };
    }
    case 'trade_update': {
      const p = notification.payload;
      const other = p.otherTeamName;
      const why = p.reason ? ` ${p.reason}` : '';
      const event = {
        proposed: `${other} proposed a trade to ${p.teamName}.`,
        countered: `${other} answered your trade with a counter-proposal.`,
        accepted: `${other} accepted your trade; it now waits for review.`,
        declined: `${other} declined your trade.${why}`,
        withdrawn: `${other} withdrew its trade proposal.`,
        expired: `Your trade with ${other} expired unanswered.`,
        invalid: `Your trade with ${other} can no longer happen.${why}`,
        approved: `The commissioner approved your trade with ${other}.`,
        vetoed: `Your trade with ${other} was vetoed.${why}`,
        completed: `Your trade with ${other} is done: the players have moved.`,
        reversed: `The commissioner reversed your trade with ${other}.${why}`,
        gm_left: `${other}'s GM left the team: your open trade proposal with ${other} was withdrawn.`,
        lineup_repaired: p.reason
          ? `A trade with ${other} changed ${p.teamName}'s lineup: ${p.reason}.`
          : `A trade with ${other} took players from ${p.teamName}'s lineup: it was filled from your spares.`,
      };
      const href =
        p.event === 'lineup_repaired'
          ? `${league(p.leagueId)}/team/${p.teamId}/lines`
          : `${league(p.leagueId)}/trades/${p.tradeId}`;
      return { text: event[p.event], href };
    }
    case 'trade_review': {
      const p = notification.payload;
      const teams = p.teamNames.join(' and ');
      const why = {
        approval: `A trade between ${teams} waits for your approval.`,
        veto_window: `A trade between ${teams} is in its veto window.`,
        lopsided: `A trade between ${teams} looks lopsided: review it.`,
      };
      return { text: why[p.why], href: `${league(p.leagueId)}/trades/${p.tradeId}` };
    }
    case 'co_commissioner_named': {
      const p = notification.payload;
      return {
        text: `You were named co-commissioner of ${p.leagueName}.`,
        href: `${league(p.leagueId)}/commish`,
      };
    }
    case 'co_commissioner_removed': {
      const p = notification.payload;
      return { text: `You are no longer co-commissioner of ${p.leagueName}.`, href: league(p.leagueId) };
    }
    case 'board_mention': {
      const p = notification.payload;
      return {
        text: `${p.author} mentioned you in "${p.threadTitle}" on the ${p.leagueName} board.`,
        href: `${league(p.leagueId)}/board/thread/${p.threadId}#post-${p.postId}`,
      };
    }
    case 'draft_on_clock': {
      const p = notification.payload;
      return {
        text: `${p.teamName} is on the clock: pick ${p.overall} of the ${p.year} draft (round ${p.round}).`,
        href: `${league(p.leagueId)}/draft`,
      };
    }
    case 'draft_auto_pick': {
      const p = notification.payload;
      const why = p.why === 'clock_expired' ? 'the clock ran out' : 'the team is drafted automatically';
      return {
        text: `${p.teamName} drafted ${p.playerName} with pick ${p.overall}: ${why}.`,
        href: `${league(p.leagueId)}/player/${p.playerId}`,
      };
    }
    case 'opening_held': {
      const p = notification.payload;
      return {
        text: `The regular season in ${p.leagueName} waits for ${p.teamName}: your payroll of ${formatCapHit(p.payroll)} is ${formatCapHit(p.floor - p.payroll)} under the floor of ${formatCapHit(p.floor)}.`,
        href: `${league(p.leagueId)}/team/${p.teamId}/cap`,
      };
    }
    case 'phase_changed': {
      const p = notification.payload;
      if (p.phase === 'playoffs')
        return {
          text: `The playoffs have begun in ${p.leagueName}.`,
          href: `${league(p.leagueId)}/playoffs`,
        };
      return {
        text: p.champion
          ? `The season is over in ${p.leagueName}: ${p.champion.teamName} won the championship.`
          : `The season is over in ${p.leagueName}.`,
        href: `${league(p.leagueId)}/${p.champion ? 'playoffs' : 'standings'}`,
      };
    }
  }
}
