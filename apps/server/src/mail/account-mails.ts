import type { Mail } from './mailer';
import { escapeHtml } from './templates';

function mail(to: string, subject: string, paragraphs: (string | { link: string; label: string })[]): Mail {
  return {
    to,
    subject,
    text: paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n'),
    html: paragraphs
      .map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
      )
      .join('\n'),
  };
}

/** To the new address: the link that makes it the account's e-mail. */
export function confirmEmailChangeMail(to: string, username: string, link: string): Mail {
  return mail(to, 'Confirm your new Rinkside e-mail', [
    `Hi ${username},`,
    'You asked to use this address for your Rinkside account. Confirm it while signed in:',
    { link, label: 'Confirm my new e-mail' },
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
  ]);
}

/** To the old address, when a change is asked for: nothing has changed yet. */
export function emailChangeRequestedMail(to: string, username: string, newEmail: string): Mail {
  return mail(to, 'Your Rinkside e-mail is about to change', [
    `Hi ${username},`,
    `Someone signed in to your Rinkside account asked to change its e-mail to ${newEmail}. ` +
      'Nothing changes until that address confirms it.',
    'If this was not you, change your password in Account Settings and sign out your other sessions.',
  ]);
}

/** To the old address, once the new one confirmed. */
export function emailChangedMail(to: string, username: string, newEmail: string): Mail {
  return mail(to, 'Your Rinkside e-mail has changed', [
    `Hi ${username},`,
    `Your Rinkside account now uses ${newEmail}. Mail about it no longer comes to this address.`,
    'If this was not you, sign in with your username and change your password in Account Settings at once.',
  ]);
}

/** To the account's address after its password changed. */
export function passwordChangedMail(to: string, username: string): Mail {
  return mail(to, 'Your Rinkside password has changed', [
    `Hi ${username},`,
    'The password of your Rinkside account was just changed, and every other session was signed out.',
    'If this was not you, sign in and change it in Account Settings right away.',
  ]);
}

/**
 * To an account's address when someone registers with it (docs/decisions/058): the sign-up answers as
 * if it worked, so only the address's owner learns the account exists.
 */
export function registrationAttemptMail(
  to: string,
  username: string,
  links: { signIn: string; resetPassword: string },
): Mail {
  return mail(to, 'Someone tried to register with your address', [
    `Hi ${username},`,
    'Someone, perhaps you, tried to create a new Rinkside account with this e-mail address. It already belongs to your account, so no new account was made.',
    'If it was you, sign in instead:',
    { link: links.signIn, label: 'Sign in to Rinkside' },
    'Forgotten your password? Choose a new one here:',
    { link: links.resetPassword, label: 'Reset my password' },
    'If it was not you, ignore this mail: nothing about your account has changed.',
  ]);
}

/**
 * To an account's address when another account asks to move to it: the request answers as if the
 * confirmation went out (docs/decisions/058), so only this address's owner learns it is taken.
 */
export function emailChangeToTakenAddressMail(to: string, username: string, signIn: string): Mail {
  return mail(to, 'Someone tried to use your address on Rinkside', [
    `Hi ${username},`,
    'Someone signed in to another Rinkside account asked to use this e-mail address for it. It already belongs to your account, so nothing changed and nothing will.',
    'If you meant to move this address to another account, sign in to this one and change its e-mail first:',
    { link: signIn, label: 'Sign in to Rinkside' },
  ]);
}
