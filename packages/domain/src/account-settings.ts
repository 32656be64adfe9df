import { z } from 'zod';
import { emailAddressSchema } from './auth';
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from './password';
import { text } from './text';

const currentPassword = (label: string) =>
  text(label).min(1, `${label} is required`).max(PASSWORD_MAX_LENGTH);

/** PUT /user/password: the password in use proves it is the owner; the new one follows the sign-up rule. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPassword('Current password'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /user/password: a first password for an account that signs in only through a provider. */
export const setPasswordRequestSchema = z.object({ newPassword: newPasswordSchema });
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/**
 * PUT /user/email: the new address, confirmed by a link mailed to it; the password guards the change (left
 * out, a recent re-authentication must: an account without a password signs in at its provider again).
 */
export const changeEmailRequestSchema = z.object({
  email: emailAddressSchema,
  password: currentPassword('Password').optional(),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const confirmEmailChangeRequestSchema = z.object({ token: text('The link').min(1).max(200) });

/** An e-mail change waiting for its confirmation link, or none. */
export const pendingEmailChangeSchema = z.object({
  pending: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

export const emailChangeRequestedSchema = pendingEmailChangeSchema.extend({
  message: z.string(),
  /** False when the confirmation mail could not be sent: the change waits, resend can follow. */
  confirmationMailSent: z.boolean(),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;

/** How long a mailed e-mail change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export const emailChangedSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChanged = z.infer<typeof emailChangedSchema>;
