import {
  boardChannelParamsSchema,
  boardChannelSchema,
  boardChannelsSchema,
  boardCursorQuerySchema,
  boardLeagueParamsSchema,
  boardLockRequestSchema,
  boardMirrorRequestSchema,
  boardMuteRequestSchema,
  boardMuteSchema,
  boardNewThreadSchema,
  boardPinRequestSchema,
  boardPostPageSchema,
  boardPostParamsSchema,
  boardPostRequestSchema,
  boardPostSchema,
  boardReactionParamsSchema,
  boardThreadPageSchema,
  boardThreadParamsSchema,
  boardThreadSchema,
  createBoardChannelRequestSchema,
  createBoardThreadRequestSchema,
  okSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { createBoardChannel, listBoardChannels, markBoardChannelRead, mirrorBoardChannel } from './channels';
import { moderateBoardThread, muteOnBoard } from './moderation';
import { createBoardPost, deleteBoardPost, editBoardPost, listBoardPosts, reactToBoardPost } from './posts';
import { createBoardThread, listBoardThreads } from './threads';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 429);
const tags = ['board'];

/**
 * The league board (docs/decisions/087): channels, threads, posts, reactions and moderation. Every rule
 * is checked here on the server; a members-only league's board is its members' (the league-access guard).
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:leagueId/board/channels',
    {
      schema: {
        tags,
        summary: "The board's channels in order, each with its unread count; the user's powers and mute",
        params: boardLeagueParamsSchema,
        response: { 200: boardChannelsSchema, ...readErrors },
      },
    },
    (request) => listBoardChannels(ctx, { leagueId: request.params.leagueId, userId: request.userId }),
  );

  app.post(
    '/league/:leagueId/board/channels',
    {
      schema: {
        tags,
        summary: 'Add a channel (commissioners; read-only: only commissioners post in it)',
        params: boardLeagueParamsSchema,
        body: createBoardChannelRequestSchema,
        response: { 201: boardChannelSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const channel = await createBoardChannel(ctx, {
        leagueId: request.params.leagueId,
        userId: request.userId,
        request: request.body,
      });
      return reply.code(201).send(channel);
    },
  );

  app.put(
    '/league/:leagueId/board/channels/:channelId/mirror',
    {
      schema: {
        tags,
        summary:
          "Mirror a channel's new threads and posts to the league's Discord webhook (its 'board' kind), or stop: commissioners, in the audit log",
        params: boardChannelParamsSchema,
        body: boardMirrorRequestSchema,
        response: { 200: boardChannelSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      mirrorBoardChannel(ctx, { ...request.params, userId: request.userId, mirrored: request.body.mirrored }),
  );

  app.get(
    '/league/:leagueId/board/channels/:channelId/threads',
    {
      schema: {
        tags,
        summary: "A channel's threads: pinned first, then by latest post; ?cursor= for the next page",
        params: boardChannelParamsSchema,
        querystring: boardCursorQuerySchema,
        response: { 200: boardThreadPageSchema, ...readErrors },
      },
    },
    (request) =>
      listBoardThreads(ctx, { ...request.params, userId: request.userId, cursor: request.query.cursor }),
  );

  app.post(
    '/league/:leagueId/board/channels/:channelId/threads',
    {
      schema: {
        tags,
        summary: 'Start a thread with its first post (Markdown subset; @mentions notify)',
        params: boardChannelParamsSchema,
        body: createBoardThreadRequestSchema,
        response: { 201: boardNewThreadSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await createBoardThread(ctx, {
        ...request.params,
        userId: request.userId,
        request: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/league/:leagueId/board/channels/:channelId/read',
    {
      schema: {
        tags,
        summary: 'Mark the channel read up to its newest post: its unread count becomes 0',
        params: boardChannelParamsSchema,
        response: { 200: okSchema, ...readErrors },
      },
    },
    (request) => markBoardChannelRead(ctx, { ...request.params, userId: request.userId }),
  );

  app.get(
    '/league/:leagueId/board/threads/:threadId/posts',
    {
      schema: {
        tags,
        summary: 'A thread and its posts, oldest first (deleted and edited ones marked); ?cursor= for more',
        params: boardThreadParamsSchema,
        querystring: boardCursorQuerySchema,
        response: { 200: boardPostPageSchema, ...readErrors },
      },
    },
    (request) =>
      listBoardPosts(ctx, { ...request.params, userId: request.userId, cursor: request.query.cursor }),
  );

  app.post(
    '/league/:leagueId/board/threads/:threadId/posts',
    {
      schema: {
        tags,
        summary: 'Reply in a thread (refused in a locked thread, a read-only channel, while muted, too fast)',
        params: boardThreadParamsSchema,
        body: boardPostRequestSchema,
        response: { 201: boardPostSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const post = await createBoardPost(ctx, {
        ...request.params,
        userId: request.userId,
        body: request.body.body,
      });
      return reply.code(201).send(post);
    },
  );

  for (const what of ['pin', 'lock'] as const)
    app.post(
      `/league/:leagueId/board/threads/:threadId/${what}`,
      {
        schema: {
          tags,
          summary:
            what === 'pin'
              ? 'Pin (or with {pinned:false} unpin) a thread: commissioners, in the audit log'
              : 'Lock (or with {locked:false} unlock) a thread against replies: commissioners, in the audit log',
          params: boardThreadParamsSchema,
          body: what === 'pin' ? boardPinRequestSchema : boardLockRequestSchema,
          response: { 200: boardThreadSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => {
        const body = request.body as { pinned?: boolean; locked?: boolean };
        return moderateBoardThread(ctx, {
          ...request.params,
          userId: request.userId,
          what,
          on: (what === 'pin' ? body.pinned : body.locked) ?? true,
        });
      },
    );

  app.patch(
    '/league/:leagueId/board/posts/:postId',
    {
      schema: {
        tags,
        summary: 'Edit your own post (shown as edited; mentions it adds notify)',
        params: boardPostParamsSchema,
        body: boardPostRequestSchema,
        response: { 200: boardPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => editBoardPost(ctx, { ...request.params, userId: request.userId, body: request.body.body }),
  );

  app.delete(
    '/league/:leagueId/board/posts/:postId',
    {
      schema: {
        tags,
        summary: "Delete your post, or anyone's as a commissioner (shown as deleted; in the audit log)",
        params: boardPostParamsSchema,
        response: { 200: boardPostSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => deleteBoardPost(ctx, { ...request.params, userId: request.userId }),
  );

  for (const method of ['put', 'delete'] as const)
    app[method](
      '/league/:leagueId/board/posts/:postId/reactions/:emoji',
      {
        schema: {
          tags,
          summary:
            method === 'put'
              ? 'React to a post (once per reaction; again changes nothing)'
              : 'Take back your reaction',
          params: boardReactionParamsSchema,
          response: { 200: boardPostSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (request) => reactToBoardPost(ctx, { ...request.params, userId: request.userId, on: method === 'put' }),
    );

  app.post(
    '/league/:leagueId/board/mutes',
    {
      schema: {
        tags,
        summary:
          'Mute a GM on the board until a time, or lift it with until null: commissioners, in the audit log',
        params: boardLeagueParamsSchema,
        body: boardMuteRequestSchema,
        response: { 200: boardMuteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) =>
      muteOnBoard(ctx, { leagueId: request.params.leagueId, userId: request.userId, request: request.body }),
  );
};
