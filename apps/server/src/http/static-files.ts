import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageWithAnswers } from './page-with-answers';
import { askStartUpAnswers } from './start-up-answers';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
// Vite names everything it writes under assets/ by a hash of its content: a new build means new names.
const HASHED = `public, max-age=${YEAR_SECONDS}, immutable`;
// index.html names the current hashed files: the browser must ask each time (a 304 when unchanged).
const REVALIDATE = 'no-cache';
// Files copied from public/ keep their names across releases (favicon): cached briefly.
const UNHASHED = 'public, max-age=3600';
// A league page holding a GM's own answers (docs/decisions/053): for that browser alone, and never stored.
const PERSONAL = 'private, no-store';

/** Cache-Control for a file of the build, by its path inside the build folder. */
export function cacheControlFor(pathInDist: string): string {
  // The precompressed twin of a file is cached like the file.
  const path = pathInDist
    .split(sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return HASHED;
  if (path.endsWith('.html')) return REVALIDATE;
  return UNHASHED;
}

/**
 * A signed-in GM's league page: index.html with the page's start-up answers in it; null when there are none
 * to give (a visitor, another page, an ended session) or when asking for them failed, for whatever reason:
 * the plain page then, never an error.
 */
async function personalPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
): Promise<string | null> {
  try {
    const answers = await askStartUpAnswers(app, request);
    return answers && pageWithAnswers(indexHtml, answers);
  } catch (error) {
    request.log.warn({ err: error }, 'could not embed the start-up answers');
    return null;
  }
}

/**
 * Serves the built web app, with index.html for every client-side route. The build writes a brotli
 * and a gzip twin beside each text file (apps/web/build/precompress.ts); the static plugin sends the
 * one the request accepts, so nothing is compressed while serving. A signed-in GM's league page is the
 * exception: it holds the page's start-up answers, so it is compressed as it is sent, like an API answer.
 */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // A process serves one build: its index.html is read once.
  const indexHtml = hasWeb ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // The twins are reached through content negotiation only, not as URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlFor(relative(webDist, path)));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && request.method === 'GET') {
      const page = await personalPage(app, request, indexHtml);
      if (page === null) return reply.type('text/html').sendFile('index.html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', PERSONAL)
        .header('vary', 'Cookie')
        .send(page);
    }
    return reply
      .code(404)
      .send({ error: 'Not Found', message: `No route for ${request.method} ${request.url}` });
  });
}
