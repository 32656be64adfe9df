import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyError, notifySuccess } from '../lib/notify';
import { NotificationsHost } from './notifications-host';

const stackRoots = () => document.querySelectorAll('.mantine-Notifications-root');

describe('NotificationsHost', () => {
  afterEach(() => act(() => notifications.clean()));

  const renderHost = () =>
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );

  it('mounts no toast stack until a toast is shown', () => {
    renderHost();
    expect(stackRoots()).toHaveLength(0);
  });

  it('shows a toast raised before its stack had arrived, top-right, and the ones after it', async () => {
    renderHost();
    act(() => notifyError('Save Failed'));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    const topRight = document.querySelector('.mantine-Notifications-root[data-position="top-right"]');
    expect(topRight).toHaveTextContent('Save Failed');

    act(() => notifySuccess('Lineup saved'));
    expect(await screen.findByText('Lineup saved')).toBeInTheDocument();
  });

  it('keeps at most five toasts on screen and queues the rest (SPEC §9)', async () => {
    renderHost();
    act(() => {
      for (let n = 1; n <= 7; n += 1) notifyError(`Problem ${n}`);
    });
    expect(await screen.findByText('Problem 5')).toBeInTheDocument();
    expect(screen.queryByText('Problem 6')).not.toBeInTheDocument();
    expect(screen.queryByText('Problem 7')).not.toBeInTheDocument();
  });
});
