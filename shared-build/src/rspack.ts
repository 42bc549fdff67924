// The rspack configuration every web app is built and served with. An app's own
// rspack.config.ts only says which app it is and passes its module-federation.config.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appPort, findApp, type WebApp } from './apps';
import type { FederationConfig } from './federation';
import { federationRuntimePlugins } from './federation-runtime';
import { FirstViewScriptsPlugin } from './first-view-scripts';
import { FolderFreeModuleIdsPlugin, sharedConsumersCacheGroup } from './folder-free-module-ids';
import { precompressPlugins } from './precompress';
import { subsetModules } from './shared-subsets';
import { remoteEntries, runtimeConfigFromEnv } from './runtime-config';

export interface AppBuildOptions {
  app: WebApp;
  /** Absolute folder of the app. */
  appDir: string;
  federation: FederationConfig;
  mode?: 'development' | 'production';
}

export type Mode = 'development' | 'production';
export type RspackConfigFunction = (env: unknown, argv: { mode?: Mode }) => Configuration | Configuration[];

/**
 * An app's whole rspack.config.ts: `export default rspackConfigOf(import.meta.url, federation)`.
 * The app is the config file's folder; `rspack --mode` wins, else NODE_ENV.
 */
export function rspackConfigOf(configFileUrl: string, federation: FederationConfig): RspackConfigFunction {
  const appDir = fileURLToPath(new URL('.', configFileUrl));
  const app = findApp(path.basename(appDir));
  return (_env, argv) =>
    createRspackConfig({
      app,
      appDir,
      federation,
      mode: argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    });
}

function sendJson(response: ServerResponse, body: unknown) {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(JSON.stringify(body));
}

export function createRspackConfig({ app, appDir, federation, mode = 'production' }: AppBuildOptions): Configuration {
  const production = mode === 'production';
  // A remote exposes screens; the shell exposes none.
  const remote = Boolean(federation.exposes);
  const port = appPort(app);
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 4000}`;

  return {
    // Another configuration built after this one names it (service-worker-build.ts).
    name: app.dir,
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      // 'auto': a remote's chunks load from wherever its manifest was fetched, so a remote
      // can move to another origin without rebuilding anything.
      publicPath: 'auto',
      uniqueName: app.federationName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? false : 'cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          // The endpoint table without the operations' summaries, which only the API's
          // OpenAPI document reads (loaders/drop-operation-summaries.cjs).
          test: /shared-contracts[\\/]src[\\/]endpoints[\\/](?!endpoint\.ts$)[^\\/]+\.ts$/,
          enforce: 'pre',
          loader: fileURLToPath(new URL('./loaders/drop-operation-summaries.cjs', import.meta.url)),
        },
        {
          // Workspace packages (shared-ui, shared-auth, shared-contracts) are TypeScript source.
          test: /\.(?:ts|tsx|js|jsx|mjs)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(?:png|svg|jpe?g|gif|ico|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        title: app.title,
        // Absolute script URLs, so deep links (/players/…) load the page's scripts too.
        publicPath: '/',
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin(federation),
      // The subsets of the router, react-query and zod that federation.ts shares.
      new rspack.experiments.VirtualModulesPlugin(subsetModules(appDir)),
      ...federationRuntimePlugins({ remote }),
      // first-view.json, the scripts the page's server lists in the page (page.ts).
      new FirstViewScriptsPlugin(),
      // The same module ids, and so the same files, whichever folder the build runs in.
      new FolderFreeModuleIdsPlugin(),
      // Brotli and gzip copies for the production server; the dev server compresses nothing.
      ...(production ? precompressPlugins({ remote }) : []),
    ],
    performance: { hints: false },
    optimization: {
      minimize: production,
      // The same chunk ids whichever folder the build runs in (folder-free-module-ids.ts).
      splitChunks: { cacheGroups: { sharedConsumers: sharedConsumersCacheGroup(appDir) } },
    },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: process.env.WEB_HOST || '127.0.0.1',
      hot: false,
      historyApiFallback: true,
      // Remote assets are fetched by the shell from another origin.
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Same-origin API: data calls need no CORS.
      // xfwd: X-Forwarded-For names the browser, whose address the API's rate limit counts.
      proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true, xfwd: true }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift(
          {
            name: 'runtime-config',
            path: '/config.json',
            middleware: (_req: IncomingMessage, res: ServerResponse) => sendJson(res, runtimeConfigFromEnv()),
          },
          {
            name: 'remotes',
            path: '/remotes.json',
            middleware: (_req: IncomingMessage, res: ServerResponse) => sendJson(res, remoteEntries()),
          },
        );
        return middlewares;
      },
    },
  };
}
