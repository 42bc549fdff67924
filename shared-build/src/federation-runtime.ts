// One Module Federation runtime per page. The runtime's core (~20 KB gzip) is the part every
// container would otherwise carry: the shell provides it (`provideExternalRuntime`) and each
// remote's remoteEntry.js uses the shell's (`externalRuntime`, which makes the import of
// '@module-federation/runtime-core' read `globalThis._FEDERATION_RUNTIME_CORE`).
//
// A remote's own page has no shell, so it loads federation-runtime.<hash>.js first, a script
// that only sets that global. It cannot be an entry of the remote's build: the federation
// plugin starts its runtime in every entry, and that start already needs the global. So it is
// bundled on its own (cached in node_modules/.cache) and emitted into every remote's dist.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

const require = createRequire(import.meta.url);

/** `x.cjs` → `x.js`: every CommonJS file of the federation packages has an ES module twin. */
const esmTwin = (file: string) => file.replace(/\.cjs$/, '.js');

/** The ES module builds of the runtime (require.resolve finds the CommonJS ones). */
const federationRuntimeEsm = esmTwin(
  require.resolve('@module-federation/runtime', { paths: [require.resolve('@module-federation/enhanced')] }),
);
const federationRuntimeCoreEsm = esmTwin(
  require.resolve('@module-federation/runtime-core', { paths: [federationRuntimeEsm] }),
);

const providerEntrySource = `import * as core from ${JSON.stringify(federationRuntimeCoreEsm)}; globalThis._FEDERATION_RUNTIME_CORE = core;`;

/**
 * Where the bundled provider is kept between builds: it changes only with the runtime's or
 * rspack's version (both in the key), and bundling it costs ~0.5 s of a one-remote build.
 */
const providerCacheFile = path.join(
  fileURLToPath(new URL('..', import.meta.url)),
  'node_modules',
  '.cache',
  'federation-runtime',
  `provider.${createHash('sha256').update(`${rspack.rspackVersion}\n${providerEntrySource}`).digest('hex').slice(0, 16)}.js`,
);

async function bundleProvider(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'federation-runtime-'));
  try {
    const compiler = rspack({
      mode: 'production',
      target: 'web',
      entry: `data:text/javascript,${encodeURIComponent(providerEntrySource)}`,
      output: { path: outDir, filename: 'provider.js' },
      devtool: false,
      stats: 'errors-only',
      // The same web build as the apps': no Node code in the runtime.
      plugins: [
        new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false }),
      ],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
    return await readFile(path.join(outDir, 'provider.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

let providerSource: Promise<string> | undefined;

/** The standalone provider script: from the cache, else bundled (once per process) and cached. */
function provider(): Promise<string> {
  providerSource ??= readFile(providerCacheFile, 'utf8').catch(async () => {
    const source = await bundleProvider();
    await mkdir(path.dirname(providerCacheFile), { recursive: true });
    await writeFile(providerCacheFile, source);
    return source;
  });
  return providerSource;
}

/**
 * Module Federation's plugins hand rspack its browser runtime as CommonJS files (found with
 * require.resolve), and rspack's own plugin aliases the bare '@module-federation/runtime' to
 * one too. CommonJS is neither tree-shaken nor concatenated: every page carried the whole
 * runtime, and the shell a second copy of its core for provideExternalRuntime. Building from
 * the ES module twins keeps only what a page uses.
 */
function preferEsm(data: { request: string }) {
  if (data.request === '@module-federation/runtime') data.request = federationRuntimeEsm;
  else if (path.isAbsolute(data.request) && existsSync(esmTwin(data.request))) data.request = esmTwin(data.request);
}

/** What every app's build adds for the runtime: ES modules, and a remote's standalone provider. */
export function federationRuntimePlugins({ remote }: { remote: boolean }): RspackPluginInstance[] {
  return [
    new rspack.NormalModuleReplacementPlugin(
      /^@module-federation\/runtime$|@module-federation[\\/][\w-]+[\\/]dist[\\/].*\.cjs$/,
      preferEsm,
    ),
    ...(remote ? [new StandaloneFederationRuntimePlugin()] : []),
  ];
}

const PLUGIN = 'StandaloneFederationRuntimePlugin';

/** Emits federation-runtime.<hash>.js into a remote's build and loads it first on its own page. */
export class StandaloneFederationRuntimePlugin {
  apply(compiler: Compiler) {
    const { HtmlRspackPlugin, sources, Compilation } = compiler.rspack;
    // Started now, it is ready (read or bundled) by the time the remote's own build needs it.
    void provider().catch(() => undefined);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let file = '';
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const source = await provider();
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          file = `federation-runtime.${hash}.js`;
          compilation.emitAsset(file, new sources.RawSource(source), { immutable: true });
        },
      );
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        data.assetTags.scripts.unshift(
          HtmlRspackPlugin.createHtmlTagObject('script', { defer: true, src: `/${file}` }),
        );
        return data;
      });
    });
  }
}
