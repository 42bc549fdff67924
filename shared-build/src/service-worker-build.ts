// The shell's service worker and installable-site files (docs/web.md §14), built as an rspack
// configuration beside the shell's own: the worker is one script for another global scope (no
// Module Federation, no page, no chunks), and workbox-webpack-plugin's child compiler does not
// run under rspack. Its output goes into the shell's dist after the shell's build has cleaned
// it (`dependencies`): /sw.js under a name that never changes, as a service worker's must,
// and the web manifest with its icons from the shell's public/ folder.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { SERVICE_WORKER_FILE } from './installable';
import { precompressPlugins } from './precompress';

export interface ServiceWorkerBuildOptions {
  /** Absolute folder of the shell. */
  appDir: string;
  /** The shell's configuration's name, built (and its dist cleaned) first. */
  after: string;
  /** The worker's source, relative to appDir. */
  entry: string;
}

export function serviceWorkerConfig({ appDir, after, entry }: ServiceWorkerBuildOptions): Configuration {
  return {
    name: `${after}-service-worker`,
    dependencies: [after],
    mode: 'production',
    context: appDir,
    target: 'webworker',
    entry: { sw: entry },
    output: {
      path: path.join(appDir, 'dist'),
      filename: SERVICE_WORKER_FILE,
      // The shell's build cleaned the folder just before.
      clean: false,
    },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.(?:ts|js|mjs)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      // Workbox drops its development logging in a production build.
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      ...precompressPlugins({ remote: false }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
