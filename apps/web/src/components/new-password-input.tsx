import { PasswordInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@rinkside/domain';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A password being chosen (registration, reset, settings): its rule as the description, and the strength meter. */
export function NewPasswordInput({ label, value, onChange, error }: NewPasswordInputProps) {
  return (
    <div>
      <PasswordInput
        label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        required
      />
      <PasswordStrengthMeter password={value} />
    </div>
  );
}
