import { z } from 'zod';
import { idSchema } from './ids';
import { PASSWORD_MAX_LENGTH } from './password';
import { text } from './text';

/**
 * What becomes of one league the user commissions: handed to one of its GMs, or closed
 * (`newCommissionerUserId: null`).
 */
export const leagueHandoverSchema = z.object({
  leagueId: idSchema,
  newCommissionerUserId: idSchema.nullable(),
});
export type LeagueHandover = z.output<typeof leagueHandoverSchema>;

/**
 * DELETE /user: the password confirms (left out, a recent re-authentication must: an account without a
 * password signs in at its provider again); each commissioned league with other GMs needs a handover.
 */
export const deleteAccountRequestSchema = z.object({
  password: text('Password')
    .min(1, 'Enter your password to confirm')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
  handovers: z.array(leagueHandoverSchema).max(200, 'At most 200 leagues at once').optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
export type DeleteAccount = z.output<typeof deleteAccountRequestSchema>;

/** A league the user commissions, with the GMs (other than the user) it could be handed to. */
export const commissionedLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gms: z.array(z.object({ userId: z.number().int(), username: z.string(), teamName: z.string() })),
});
export type CommissionedLeague = z.infer<typeof commissionedLeagueSchema>;

/** GET /user/commissioned-leagues: what the confirmation step asks about. */
export const commissionedLeaguesSchema = z.array(commissionedLeagueSchema);

export type LeagueFate =
  { leagueId: number; action: 'handover'; toUserId: number } | { leagueId: number; action: 'close' };

export type HandoverPlan =
  | { ok: true; fates: LeagueFate[] }
  | { ok: false; reason: 'choice-needed' | 'not-a-gm' | 'not-commissioned'; message: string };

/** Said when the GM chosen is not, or no longer, one of the league's GMs. */
export const notAGm = (leagueName: string) =>
  `The new commissioner of ${leagueName} must be one of its GMs. Choose again.`;

/**
 * What deleting the account does to each league the user commissions. A league without other GMs is
 * closed; one with GMs needs the user's choice: one of them, or closed. A choice naming a league the
 * user does not run, or a user who is not one of its GMs, is refused: nothing may be decided on a guess.
 */
export function planLeagueHandovers(
  leagues: readonly CommissionedLeague[],
  handovers: readonly LeagueHandover[],
): HandoverPlan {
  const chosen = new Map(handovers.map((h) => [h.leagueId, h.newCommissionerUserId]));
  const stray = handovers.find((h) => !leagues.some((league) => league.id === h.leagueId));
  if (stray)
    return {
      ok: false,
      reason: 'not-commissioned',
      message: `You are not the commissioner of league ${stray.leagueId}.`,
    };
  const fates: LeagueFate[] = [];
  for (const league of leagues) {
    const choice = chosen.get(league.id);
    // No GM and no choice: closed without asking. A GM chosen who is no longer one is refused below.
    if ((league.gms.length === 0 && choice === undefined) || choice === null) {
      fates.push({ leagueId: league.id, action: 'close' });
    } else if (choice === undefined) {
      return {
        ok: false,
        reason: 'choice-needed',
        message: `${league.name} has other GMs: choose one of them as its new commissioner, or close the league.`,
      };
    } else if (!league.gms.some((gm) => gm.userId === choice)) {
      return {
        ok: false,
        reason: 'not-a-gm',
        message: notAGm(league.name),
      };
    } else {
      fates.push({ leagueId: league.id, action: 'handover', toUserId: choice });
    }
  }
  return { ok: true, fates };
}
