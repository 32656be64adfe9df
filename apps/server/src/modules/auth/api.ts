// Sign-ins as other modules see them: ending a user's sessions, the browser a sign-in came from, and
// the live sign-ins a password change lists.
export { revokeUserSessions, type SignInClient } from './session-repo';
export { liveSignIns } from './sign-ins-repo';
// The sign-in providers linked to an account, as OIDC lists and unlinks them.
export { identitiesOfUser } from './identities-repo';
