// The OpenAPI page's introduction: how a bot signs in with a personal API token (docs/decisions/088). The
// example is the one in docs/api-tokens.md (openapi-description.test.ts keeps the two the same).

/** A small Node script that reads a league's standings with a token and posts them to a Discord webhook. */
export const STANDINGS_TO_DISCORD_EXAMPLE = `// standings-to-discord.mjs: node standings-to-discord.mjs (Node 18 or later)
const { RINKSIDE_URL, RINKSIDE_TOKEN, LEAGUE_ID, DISCORD_WEBHOOK_URL } = process.env;

const answer = await fetch(\`\${RINKSIDE_URL}/api/league/\${LEAGUE_ID}/standings\`, {
  headers: { Authorization: \`Bearer \${RINKSIDE_TOKEN}\` },
});
if (!answer.ok) throw new Error(\`Rinkside: \${answer.status} \${(await answer.json()).message}\`);
const { standings } = await answer.json();

const lines = standings
  .slice(0, 10)
  .map((t) => \`\${t.pointsRank}. \${t.name}: \${t.points} pts (\${t.wins}-\${t.losses}-\${t.otLosses})\`);

const posted = await fetch(DISCORD_WEBHOOK_URL, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ content: ['**Standings**', ...lines].join('\\n') }),
});
if (!posted.ok) throw new Error(\`Discord: \${posted.status}\`);
`;

export const OPENAPI_DESCRIPTION = `Multi-GM hockey league management.

## Signing in
A browser signs in with cookies (\`POST /api/auth/login\`). A bot, a script or a spreadsheet uses a
**personal API token** instead: create one in Account settings → API tokens, then send it on every request as

    Authorization: Bearer rks_…

A token acts as its user, with the user's permissions, narrowed by its scope:

- \`read\`: GET and HEAD only; anything else is refused with 403.
- \`write\`: reads, and changes whatever its user may change (the user's own teams, a commissioner's tools).

No token opens the account routes: \`/api/auth/…\` (sign-in, sessions), \`/api/db/…\`, \`DELETE /api/user\`,
\`/api/user/password\`, \`/api/user/email…\`, \`/api/user/identities…\`, \`/api/user/profile\`,
\`/api/user/tokens…\`, \`/api/user/commissioned-leagues\`, \`/api/notifications/preferences\` and \`/api/events\`
(403). A revoked or expired token, or one whose account was deleted, gets 401. Each token has its own rate limit
(429 past it, 120 requests a minute unless the host sets another).

## Example: post the standings to Discord

\`\`\`js
${STANDINGS_TO_DISCORD_EXAMPLE}\`\`\`

Run it with \`RINKSIDE_URL=https://your.host RINKSIDE_TOKEN=rks_… LEAGUE_ID=1 DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/…\`.
A \`read\` token is enough.`;
