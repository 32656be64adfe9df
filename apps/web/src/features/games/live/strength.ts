import type { TeamSide } from '@rinkside/domain';

export interface StrengthState {
  /** Skaters of the team with more first: '5v5', '5v4', '6v5'. */
  label: string;
  /** The team with more skaters on the ice, null when even. */
  advantage: TeamSide | null;
  /** Teams whose net is empty (goalie pulled for an extra attacker). */
  emptyNet: TeamSide[];
}

/**
 * Skaters a side from the players each team has on the ice (goalies not counted), and whose net is
 * empty; null before both teams have sent a line out.
 */
export function strengthState(
  onIce: Record<TeamSide, readonly string[]>,
  goalies: ReadonlySet<string>,
): StrengthState | null {
  if (onIce.home.length === 0 || onIce.away.length === 0) return null;
  const skaters = (side: TeamSide) => onIce[side].filter((id) => !goalies.has(id)).length;
  const home = skaters('home');
  const away = skaters('away');
  const emptyNet = (['home', 'away'] as const).filter((side) => !onIce[side].some((id) => goalies.has(id)));
  return {
    label: `${Math.max(home, away)}v${Math.min(home, away)}`,
    advantage: home > away ? 'home' : away > home ? 'away' : null,
    emptyNet,
  };
}
