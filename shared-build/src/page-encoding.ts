// The page is written per request (page.ts), so it cannot be compressed at build time like the
// scripts: it is compressed here, once per distinct page (they differ only by the screen an
// address opens and by a deployment's settings), in the encoding the browser accepts.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding the browser prefers by its Accept-Encoding header (its q-values weigh; `br;q=0`
 * refuses brotli), brotli first among equals; identity when none is named.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  return (acceptEncoding && negotiate(acceptEncoding, ENCODINGS)) || 'identity';
}

/** Enough for every screen's page of a few deployments' settings; the oldest goes first. */
const MAX_PAGES = 64;

/** Compresses pages, remembering the result for each distinct page and encoding. */
export function createPageEncoder(): (page: string, encoding: PageEncoding) => Buffer {
  const encoded = new Map<string, Buffer>();
  return (page, encoding) => {
    const key = `${encoding}\n${page}`;
    const known = encoded.get(key);
    if (known) return known;
    const body =
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(page, { level: 9 })
          : Buffer.from(page);
    if (encoded.size >= MAX_PAGES) encoded.delete(encoded.keys().next().value!);
    encoded.set(key, body);
    return body;
  };
}
