import { formatLeagueDateTime, type FreeAgencyStageView, type OfferState } from '@rinkside/domain';

/** 'Jun 24, 12:00 AM' in the league's time zone. */
export function leagueDateTime(instant: string, timeZone: string): string {
  return formatLeagueDateTime(instant, timeZone, { withYear: false });
}

/** The stage banner's title and line (docs/decisions/045). */
export function stageWords(stage: FreeAgencyStageView, timeZone: string): { title: string; text: string } {
  switch (stage.kind) {
    case 're-signing':
      return {
        title: `Re-signing window until ${leagueDateTime(stage.until, timeZone)}`,
        text: 'Teams may re-sign their own players. Players whose contracts end become free agents when free agency opens.',
      };
    case 'round':
      return {
        title: `Round ${stage.round} of ${stage.rounds} ends ${leagueDateTime(stage.endsAt, timeZone)}`,
        text: "Every offer made in this round is decided at its end, so there's no rush: the player picks the best one he can accept.",
      };
    case 'open':
      return {
        title: 'Free agents can be signed',
        text: 'An offer stands for its decision period on the league clock; then the player decides.',
      };
  }
}

export const OFFER_STATE_LABELS: Record<OfferState, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  accepted: { label: 'Signed', color: 'green' },
  rejected: { label: 'Not taken', color: 'gray' },
  withdrawn: { label: 'Withdrawn', color: 'gray' },
  void: { label: 'Void', color: 'orange' },
};
