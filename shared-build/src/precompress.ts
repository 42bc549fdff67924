// Brotli and gzip copies of a production build's text files, written beside each file
// (main.1a2b3c4d.js.br, main.1a2b3c4d.js.gz). The web server (server.ts) sends the copy the
// browser accepts instead of compressing on every request, so the costly best compression
// is paid once per build.
import zlib, { type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { RspackPluginInstance } from '@rspack/core';

/** Text files worth compressing: scripts, styles, the page, manifests, icons. */
const PRECOMPRESSED_FILES = /\.(?:js|css|html|json|svg)$/;

/** Below this many bytes a compressed copy saves less than its extra response headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's best quality costs ~1.7 s per app on two cores for ~8% fewer bytes than quality 5
 * (0.1 s). The shell's files are every visitor's first view: worth the best. A remote's are
 * mostly shared chunks the page takes from the shell, and its contributor rebuilds it often.
 */
const BROTLI_QUALITY = { shell: zlib.constants.BROTLI_MAX_QUALITY, remote: 5 } as const;

/** The compressed copies of a build's files: a remote's at the remotes' brotli quality, the shell's at the best. */
export function precompressPlugins({ remote }: { remote: boolean }): RspackPluginInstance[] {
  const brotliQuality = remote ? BROTLI_QUALITY.remote : BROTLI_QUALITY.shell;
  const common = {
    test: PRECOMPRESSED_FILES,
    threshold: PRECOMPRESS_MIN_BYTES,
    // A copy that is not at least a fifth smaller is not written; the file is sent as it is.
    minRatio: 0.8,
  };
  // compression-webpack-plugin is written against webpack's types; rspack runs it as it is
  // (it only uses the compiler it is given and node:zlib).
  const plugins = [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
  return plugins as unknown as RspackPluginInstance[];
}
