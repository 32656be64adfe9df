import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

const renderMeter = (password: string) =>
  render(
    <MantineProvider env="test">
      <PasswordStrengthMeter password={password} />
    </MantineProvider>,
  );

describe('PasswordStrengthMeter (SPEC §5)', () => {
  it('is hidden until a password is typed', () => {
    renderMeter('');
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'Weak', 'red'],
    ['abcdefg', 'Fair', 'orange'],
    ['Abcdefg', 'Good', 'yellow'],
    ['Abcdefg1', 'Strong', 'lime'],
    ['Abcdefg1!', 'Very strong', 'green'],
    ['A1!', 'Strong', 'lime'],
  ])('%s scores %s in %s', (password, label, color) => {
    renderMeter(password);
    const meter = screen.getByTestId('password-strength');
    expect(meter).toHaveAttribute('data-color', color);
    expect(screen.getByText(label)).toBeInTheDocument();
    const bar = meter.querySelector('.mantine-Progress-section');
    expect(bar?.getAttribute('style')).toContain(`--mantine-color-${color}-filled`);
  });
});
