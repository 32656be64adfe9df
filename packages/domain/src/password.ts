import { COMMON_PASSWORDS } from './common-passwords';
import { text } from './text';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** A password being chosen (registration): long enough, not blank, not one of the most common. */
export const newPasswordSchema = text('Password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(
    (password) => password.trim() !== '',
    'Password cannot be only spaces. Please use letters, digits or symbols.',
  )
  .refine(
    (password) => !COMMON_PASSWORDS.has(password.toLowerCase()),
    'That password is too common: it is among the first an attacker tries. ' +
      'Try a few unrelated words, or a phrase only you would think of.',
  );

// SPEC §5: password strength score 0-4 and its labels and colours.
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Fair', 'Good', 'Strong', 'Very strong'] as const;
export const PASSWORD_STRENGTH_COLORS = ['red', 'orange', 'yellow', 'lime', 'green'] as const;

export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  if (password.length > 6) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/[0-9]/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score as PasswordStrength;
}
