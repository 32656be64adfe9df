import { Group, Progress, Text } from '@mantine/core';
import { PASSWORD_STRENGTH_COLORS, PASSWORD_STRENGTH_LABELS, passwordStrength } from '@rinkside/domain';

/** SPEC §5: score 0-4 with its label and colour; shown only once a password is typed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const score = passwordStrength(password);
  const label = PASSWORD_STRENGTH_LABELS[score];
  const color = PASSWORD_STRENGTH_COLORS[score];
  return (
    <div data-testid="password-strength" data-color={color}>
      <Progress
        value={((score + 1) / PASSWORD_STRENGTH_LABELS.length) * 100}
        color={color}
        size="sm"
        mt={6}
        aria-label="Password strength"
        transitionDuration={200}
      />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed">
          Password strength
        </Text>
        <Text size="xs" fw={700} c={color} aria-live="polite">
          {label}
        </Text>
      </Group>
    </div>
  );
}
