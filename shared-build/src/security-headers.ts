// The headers every answer of a web server carries, so a hostile page can neither frame the
// site nor run or load what the site did not ask for: helmet's set (nosniff, frame denial, a
// referrer policy, HSTS when the site is public over https), and a closed
// Content-Security-Policy for everything but the pages, which carry their own (page-policy.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NON_PAGE_POLICY } from './page-policy';
import { publicOrigin } from './runtime-config';

const ONE_YEAR = 365 * 24 * 60 * 60;

export async function registerSecurityHeaders(app: FastifyInstance, env: NodeJS.ProcessEnv): Promise<void> {
  await app.register(helmet, {
    // Written below, per answer: a page gets the site's policy, anything else a closed one.
    contentSecurityPolicy: false,
    // Sign-in is a popup of another origin that Firebase watches from the page: 'same-origin'
    // would cut the page off from it (the popup would look closed at once).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google's APIs check an API key's allowed sites by the Referer, so the origin still goes
    // out; the path (a team, a trade) never leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Only over https (a browser ignores it over http, and a local http site must stay usable).
    strictTransportSecurity:
      publicOrigin(env).protocol === 'https:' ? { maxAge: ONE_YEAR, includeSubDomains: false } : false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // The API's answers come through the /api proxy with its own headers.
    if (/^\/api(?:[/?]|$)/.test(request.url)) return payload;
    // A page carries the site's policy, set where it is written (server.ts) from the same
    // settings as its data; anything else gets the closed one.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', NON_PAGE_POLICY);
    return payload;
  });
}

/** A remote's file, which the shell's page loads from another origin: by fetch (CORS) or a script tag. */
export function allowCrossOriginLoading(reply: FastifyReply): void {
  // Public build output, never personal: any origin may read it, without credentials.
  reply.header('Access-Control-Allow-Origin', '*');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}
