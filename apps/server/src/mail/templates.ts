import type { Mail } from './mailer';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function verificationMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your Rinkside e-mail',
    text: [
      `Hi ${username},`,
      '',
      'Welcome to Rinkside! Confirm your e-mail address to finish signing up:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Welcome to Rinkside! Confirm your e-mail address to finish signing up:</p>',
      `<p><a href="${escapeHtml(link)}">Verify my e-mail</a></p>`,
      '<p>The link works once and expires in 24 hours. If you did not sign up, ignore this mail.</p>',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, username: string, link: string): Mail {
  const expiry =
    'The link works once and expires in one hour. If you did not ask to reset your password, ignore this ' +
    'mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Rinkside password',
    text: [
      `Hi ${username},`,
      '',
      'Someone, hopefully you, asked to reset the password of your Rinkside account. Choose a new one here:',
      link,
      '',
      expiry,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(username)},</p>`,
      '<p>Someone, hopefully you, asked to reset the password of your Rinkside account. Choose a new one here:</p>',
      `<p><a href="${escapeHtml(link)}">Reset my password</a></p>`,
      `<p>${expiry}</p>`,
    ].join('\n'),
  };
}
