/**
 * Paths whose last part is a secret mailed to someone: e-mail verification, password reset and e-mail
 * change links, as the API and the web app's pages (which the server also serves) spell them.
 */
const SECRET_PATH = /^((?:\/api)?\/(?:db\/verify|reset-password|confirm-email|auth\/reset-password))\/.*$/i;

/** Query parameters that carry a secret: our tokens, and an OpenID provider's answer (code, state, tokens). */
const SECRET_PARAMETERS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
]);

const REDACTED = '[redacted]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).trim().toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A request URL as the log may keep it (docs/decisions/058): the secret part of a link's path and the
 * value of each secret query parameter replaced by `[redacted]`, the rest left as it was.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path.replace(SECRET_PATH, `$1/${REDACTED}`);
  if (queryAt === -1) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}
