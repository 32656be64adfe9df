import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from './password';
import { HOCKEY_TEAM_NAMES } from './teams';
import { text } from './text';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;

const optionalText = (max: number, label: string) =>
  text(label)
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const usernameSchema = text('Username')
  .trim()
  .regex(USERNAME_PATTERN, 'Username must be 3-24 characters: letters, digits, _ or -');

/** An e-mail address as stored: trimmed and lower-cased, so one mailbox is one account. */
export const emailAddressSchema = text('Email')
  .trim()
  .toLowerCase()
  .pipe(z.email('Email must be a valid e-mail address').max(254));

// SPEC §3 registration payload; §5 rules, plus the server's sane limits.
export const registerRequestSchema = z.object({
  email: emailAddressSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  gmName: optionalText(40, 'GM name'),
  favoriteTeam: text('Favorite team')
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || HOCKEY_TEAM_NAMES.includes(v),
      'Favorite team must be one of the 32 teams',
    ),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  /** False when the account was stored but the verification mail could not be sent: offer resend. */
  verificationMailSent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  username: text('Username').trim().min(1, 'Username is required').max(254),
  password: text('Password').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const verifyTokenParamsSchema = z.object({ token: text('The link').min(1).max(200) });

export const resendVerificationRequestSchema = z.object({
  /** A username or an e-mail address. */
  login: text('Username or email').trim().min(1, 'Username or email is required').max(254),
});

/** Error names the client can act on, beyond the HTTP status. */
export const AUTH_ERROR = {
  emailNotVerified: 'Email Not Verified',
  tokenExpired: 'Token Expired',
  tokenInvalid: 'Token Invalid',
} as const;
