import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FeaturesMenu } from './features-menu';

// SPEC §2: the header's FEATURES dropdown, a disclosure of six blurbs.
describe('FeaturesMenu', () => {
  const renderMenu = () =>
    renderWithProviders(
      <>
        <FeaturesMenu />
        <a href="/how-to">HOW TO</a>
      </>,
    );
  const button = () => screen.getByRole('button', { name: 'FEATURES' });

  it('opens on click to show the six blurbs, and closes on a second click', async () => {
    renderMenu();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Open source')).not.toBeVisible();

    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    for (const title of [
      'Open source',
      'Free for everyone',
      'Documentation',
      'Security',
      'Analytics',
      'Notifications',
    ]) {
      expect(screen.getByText(title)).toBeVisible();
    }

    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderMenu();
    await userEvent.click(button());
    await userEvent.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveFocus();
  });

  it('closes when focus leaves it or a click lands outside', async () => {
    renderMenu();
    await userEvent.click(button());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'HOW TO' })).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button());
    await userEvent.click(document.body);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });
});
