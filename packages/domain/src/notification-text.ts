import { DECIDED_IN_SUFFIX } from './game-result';
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
    case 'game_final': {
      const { home, away, decidedIn, leagueId, gameId } = notification.payload;
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
