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
