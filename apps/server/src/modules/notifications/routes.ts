import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesRequestSchema,
  notificationPreferencesSchema,
  notificationSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as notifications from './service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's notifications, newest first, a page at a time (only what needs action, or only news, with `tab`), with the unread counts",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      notifications.listNotifications(ctx, request.userId, request.query.cursor, request.query.tab),
  );

  app.put(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark every one of the caller's notifications read",
        response: { 200: markAllReadResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.markAllRead(ctx, request.userId),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications read",
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => notifications.markRead(ctx, request.userId, request.params.id),
  );

  app.get(
    '/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How the caller is told of each kind: in the app, in the app and by e-mail, or not at all',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.getPreferences(ctx, request.userId),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change how the caller is told of some kinds',
        body: notificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.savePreferences(ctx, request.userId, request.body),
  );
};
