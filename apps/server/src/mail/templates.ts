import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
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
