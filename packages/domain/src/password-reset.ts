import { z } from 'zod';
import { registerRequestSchema, verifyTokenParamsSchema } from './auth';
import { newPasswordSchema } from './password';
import { text } from './text';

/** A reset link works this long after it was asked for (docs/decisions/039). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/**
 * The one answer to every well-formed request, whether or not an account uses the address: the
 * answer must not tell a stranger who has an account (docs/decisions/039).
 */
export const PASSWORD_RESET_REQUESTED =
  "If an account uses that address, we've sent a link to reset its password. It's good for one hour.";

export const PASSWORD_RESET_DONE =
  'Your password has been changed and every device signed in to your account has been signed out. ' +
  'Sign in with your new password.';

export const forgotPasswordRequestSchema = z.object({
  // The same rule as the address given at registration, so both find the same account.
  email: registerRequestSchema.shape.email,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: verifyTokenParamsSchema.shape.token,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form in the browser: the new password by the registration rule, typed twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: text('Confirm password').min(1, 'Type the new password again'),
  })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
