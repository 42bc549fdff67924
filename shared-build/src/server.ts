// The small production server of every web app: its built files (brotli or gzip copies from
// the build when the browser accepts them), its page with the first screen's data and
// preloads written in (page.ts), /config.json, /api proxied to the API (so data calls are
// same-origin), and for the shell /remotes.json. Every answer carries the security
// headers (security-headers.ts); a remote's files also carry CORS headers, because the shell's
// page fetches them from another origin. The public pages (/login, an invitation link) carry
// their card as plain HTML (first-paint.ts).
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import { firstViewScripts } from './first-view-scripts';
import { firstPaintOf, joinTokenOf } from './first-paint';
import { readInvitation } from './invitation-reading';
import { composePage } from './page';
import { SERVICE_WORKER_FILE, WEB_MANIFEST_FILE } from './installable';
import { pagePolicy, serviceWorkerPolicy } from './page-policy';
import { createPageEncoder, pageEncoding } from './page-encoding';
import { publicOrigin, remoteEntries, runtimeConfigFromEnv } from './runtime-config';
import { allowCrossOriginLoading, registerSecurityHeaders } from './security-headers';

export interface WebServerOptions {
  /** The built app (its dist folder). */
  distDir: string;
  /** Where /api goes, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** The shell serves /remotes.json. */
  servesRemotes: boolean;
  env?: NodeJS.ProcessEnv;
  logger?: boolean;
}

/**
 * X-Forwarded-For for the API: what earlier proxies said, then the address this server was
 * called from. The API limits requests per client address and trusts only its own proxies'
 * word for it, so a client that writes the header itself names nobody but itself.
 */
function forwardedFor(request: {
  headers: Record<string, string | string[] | undefined>;
  raw: { socket: { remoteAddress?: string } };
}): string {
  const earlier = request.headers['x-forwarded-for'];
  return [earlier, request.raw.socket.remoteAddress].flat().filter(Boolean).join(', ');
}

/**
 * Files whose names do not change between builds must be revalidated on every load. Judged by
 * the file the browser asked for: `index.html.br` is the page, sent brotli-compressed.
 */
function isUnhashed(filePath: string): boolean {
  const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  return (
    name === 'mf-manifest.json' ||
    name === 'mf-stats.json' ||
    name === 'remoteEntry.js' ||
    // The installable site's files (docs/web.md §14): a browser compares the worker's bytes on
    // every check for an update, and the manifest and icons are read by their fixed names.
    name === SERVICE_WORKER_FILE ||
    name === WEB_MANIFEST_FILE ||
    /^icon[\w-]*\.(?:png|svg)$/.test(name)
  );
}

export async function createWebServer({
  distDir,
  apiUrl,
  servesRemotes,
  env = process.env,
  logger = false,
}: WebServerOptions): Promise<FastifyInstance> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} holds no build: run the web build first (pnpm build)`);
  }
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = firstViewScripts(distDir);
  const encodePage = createPageEncoder();
  // Checked now, so a typo stops the start rather than every answer.
  publicOrigin(env);
  const app = Fastify({ logger });
  await registerSecurityHeaders(app, env);

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfigFromEnv(env);
  });

  if (servesRemotes) {
    // A deployment's remotes file is read on every request (an edit needs no restart), and
    // checked once now, so a typo stops the start instead of the browsers.
    if (env.REMOTES_FILE) remoteEntries(env);
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remoteEntries(env);
    });
  }

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(request) }),
    },
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes brotli and gzip copies beside each text file (precompress.ts): send the
    // one the browser accepts (Content-Encoding, Vary: Accept-Encoding), else the file itself.
    // The page the not-found handler sends for client routes goes the same way.
    preCompressed: true,
    // The pages are written per request (below), never sent as built.
    globIgnore: ['**/*.html', '**/*.html.br', '**/*.html.gz'],
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', isUnhashed(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
      // The worker's own policy governs what it may fetch: the site's and the remotes' files.
      if (path.basename(filePath).replace(/\.(?:br|gz)$/, '') === SERVICE_WORKER_FILE) {
        reply.header('Content-Security-Policy', serviceWorkerPolicy(remoteEntries(env)));
      }
      // A remote's files are what the shell's page loads from another origin; its pages (sent
      // below, not from here), and everything the shell serves, are only ever loaded by their own origin.
      if (!servesRemotes) allowCrossOriginLoading(reply);
    },
  });

  // `/`, `/index.html` and client-side routes (/players, /anything) get the app's page;
  // missing files stay 404.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (!path.extname(pathname) || pathname === '/index.html');
    if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
    // Read once per page, like /remotes.json (a deployment's remotes file may change while
    // running): the page's data, preloads and policy all come from the same reading.
    const config = runtimeConfigFromEnv(env);
    const remotes = remoteEntries(env);
    // A join link's page paints its invitation's card (first-paint.ts): read from the API
    // for the visitor, so the API's per-address limit counts them, not this server.
    const token = joinTokenOf(pathname);
    const invitation =
      token === null ? undefined : await readInvitation({ apiUrl, token, forwardedFor: forwardedFor(request) });
    const page = composePage({
      template,
      scripts,
      config,
      remotes: servesRemotes ? remotes : null,
      pathname: pathname === '/index.html' ? '/' : pathname,
      firstPaint: firstPaintOf(pathname, invitation),
    });
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .header('Content-Security-Policy', pagePolicy({ remotes, config }))
      .header('Cache-Control', 'no-cache')
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(encodePage(page, encoding));
  });

  return app;
}
