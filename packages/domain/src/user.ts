// Written with zod/mini, unlike the rest of the domain: every page checks the session at start-up and
// validates these answers, and zod's classic API does not tree-shake, so using it here would put all of
// zod in every visitor's first download (docs/decisions/014). The server answers with the same schemas:
// fastify-type-provider-zod works on zod's core, which both APIs share.
import * as z from 'zod/mini';

export const userSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  gmName: z.nullable(z.string()),
  favoriteTeam: z.nullable(z.string()),
  emailVerified: z.boolean(),
  registeredAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const checkSessionResponseSchema = z.object({ loggedIn: z.boolean() });
