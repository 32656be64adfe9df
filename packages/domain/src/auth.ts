import { z } from 'zod';
import { HOCKEY_TEAM_NAMES } from './teams';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'Username must be 3-24 characters: letters, digits, _ or -');

// SPEC §3 registration payload; §5 rules, plus the server's sane limits.
export const registerRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Email must be a valid e-mail address').max(254)),
  username: usernameSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  gmName: optionalText(40),
  favoriteTeam: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || HOCKEY_TEAM_NAMES.includes(v),
      'Favorite team must be one of the 32 teams',
    ),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  gmName: z.string().nullable(),
  favoriteTeam: z.string().nullable(),
  emailVerified: z.boolean(),
  registeredAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const checkSessionResponseSchema = z.object({ loggedIn: z.boolean() });

export const verifyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const resendVerificationRequestSchema = z.object({
  /** A username or an e-mail address. */
  login: z.string().trim().min(1, 'Username or email is required').max(254),
});

/** Error names the client can act on, beyond the HTTP status. */
export const AUTH_ERROR = {
  emailNotVerified: 'Email Not Verified',
  tokenExpired: 'Token Expired',
  tokenInvalid: 'Token Invalid',
} as const;
