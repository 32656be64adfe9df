import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { SessionTokens } from './service';

export const ACCESS_COOKIE = 'rs_access';
export const REFRESH_COOKIE = 'rs_refresh';
const REFRESH_PATH = '/api/auth';

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: SessionTokens): void {
  const secure = config.PUBLIC_URL.startsWith('https://');
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}

export const accessCookie = (request: FastifyRequest) => request.cookies[ACCESS_COOKIE];
export const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];
