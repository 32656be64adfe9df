import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { REGISTER_REDIRECT_MS } from './register-page';

afterEach(() => vi.unstubAllGlobals());

const SUCCESS = 'User registered successfully! Please check your email to verify your account.';

async function openRegister(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ ...signedOutRoutes, ...routes });
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Join Rinkside' });
  return fetchMock;
}

const field = (label: RegExp) => screen.getByLabelText(label);

// Paste rather than type key by key: the same change events, far fewer renders in jsdom.
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

describe('RegisterPage (SPEC §2, §5)', () => {
  it('keeps Register disabled until email, username and password are all filled', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegister();
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await fill(user, field(/^GM Name/), 'Coach Ann');
    expect(register).toBeDisabled();
    await fill(user, field(/^Email/), 'ann@example.com');
    expect(register).toBeDisabled();
    await fill(user, field(/^Username/), 'ann_gm');
    expect(register).toBeDisabled();
    await fill(user, field(/^Password/), 'x');
    expect(register).toBeEnabled();
    await user.clear(field(/^Username/));
    expect(register).toBeDisabled();
  });

  it('offers the 32 teams in a searchable select', async () => {
    const user = userEvent.setup({ delay: null });
    await openRegister();
    await user.click(screen.getByRole('textbox', { name: 'Favorite Team' }));
    expect(screen.getAllByRole('option')).toHaveLength(32);
    await user.type(screen.getByRole('textbox', { name: 'Favorite Team' }), 'kra');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Seattle Kraken']);
  });

  it('posts the payload without empty optional fields, shows the success message and goes to / after 2 s', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openRegister({
      'POST /db/users/create': { status: 201, body: { message: SUCCESS, verificationMailSent: true } },
    });
    await fill(user, field(/^Email/), 'Ann@Example.com');
    await fill(user, field(/^Username/), 'ann_gm');
    await fill(user, field(/^Password/), 'Longenough1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    const create = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/db/users/create'));
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({
      email: 'ann@example.com',
      username: 'ann_gm',
      password: 'Longenough1',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(await screen.findByRole('heading', { name: 'Welcome to Rinkside!' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('when the verification mail could not be sent, says so, stays on the page and offers resend', async () => {
    const user = userEvent.setup({ delay: null });
    const notSent =
      'Your account is created, but the verification e-mail could not be sent. ' +
      'Use "Resend verification email" to get a new link.';
    const resent = 'If that account is waiting for verification, a new link is on its way.';
    const fetchMock = await openRegister({
      'POST /db/users/create': { status: 201, body: { message: notSent, verificationMailSent: false } },
      'POST /db/users/resend-verification': { body: { message: resent } },
    });
    await fill(user, field(/^Email/), 'ann@example.com');
    await fill(user, field(/^Username/), 'ann_gm');
    await fill(user, field(/^Password/), 'Longenough1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(notSent)).toBeInTheDocument();
    expect(screen.getByText('Verification email not sent')).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username or email/)).toHaveValue('ann_gm');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(resent)).toBeInTheDocument();
    const resend = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resend-verification'));
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ login: 'ann_gm' });

    // No redirect: the way to a working account is on this page.
    await new Promise((resolve) => setTimeout(resolve, REGISTER_REDIRECT_MS + 200));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it("shows 'Registration Failed' with the server message", async () => {
    const user = userEvent.setup({ delay: null });
    await openRegister({
      'POST /db/users/create': {
        status: 409,
        body: { error: 'Conflict', message: 'That username is already taken' },
      },
    });
    await fill(user, field(/^Email/), 'ann@example.com');
    await fill(user, field(/^Username/), 'ann_gm');
    await fill(user, field(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
  });

  it("falls back to 'Operation failed' when the server sends no message (SPEC §8)", async () => {
    const user = userEvent.setup({ delay: null });
    await openRegister({ 'POST /db/users/create': { status: 502 } });
    await fill(user, field(/^Email/), 'ann@example.com');
    await fill(user, field(/^Username/), 'ann_gm');
    await fill(user, field(/^Password/), 'Longenough1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Operation failed')).toBeInTheDocument();
  });

  it('explains an invalid e-mail or username from the shared schema without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = await openRegister();
    await fill(user, field(/^Email/), 'not-an-email');
    await fill(user, field(/^Username/), 'a b');
    await fill(user, field(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Username must be 3-24 characters: letters, digits, _ or -')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/db/users/create'))).toBe(false);
  });
});
