// Builds a small app that shares one package, in the folder given, and prints its output files
// as JSON ({ name: content }). Run by folder-free-module-ids.test.ts in a Node process of its
// own: rspack is published as ES modules only, which jest's CommonJS runtime cannot load.
// `--without-plugin` leaves FolderFreeModuleIdsPlugin and its chunks' names out, to show what they change.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { FolderFreeModuleIdsPlugin, sharedConsumersCacheGroup } from '../folder-free-module-ids';

const [folder, flag] = process.argv.slice(2);
if (!folder) throw new Error('usage: build-shared-fixture.ts <folder> [--without-plugin]');

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', private: true }),
  'src/index.js': "import('./app');\n",
  'src/app.js': "import name from 'league-lib';\nconsole.log(name);\n",
  'node_modules/league-lib/package.json': JSON.stringify({ name: 'league-lib', version: '1.2.3', main: 'index.js' }),
  'node_modules/league-lib/index.js': "export default 'league-lib';\n",
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), content);
}

const outputPath = path.join(folder, 'dist');
const folderFree = flag !== '--without-plugin';
const compiler = rspack({
  mode: 'production',
  context: folder,
  entry: './src/index.js',
  output: { path: outputPath, filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
  plugins: [
    new rspack.sharing.SharePlugin({ shared: { 'league-lib': { singleton: true, requiredVersion: '^1.2.3' } } }),
    ...(folderFree ? [new FolderFreeModuleIdsPlugin()] : []),
  ],
  optimization: folderFree
    ? { splitChunks: { cacheGroups: { sharedConsumers: sharedConsumersCacheGroup(folder) } } }
    : {},
  stats: 'errors-only',
});
compiler.run((error, stats) => {
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString('errors-only'));
    process.exit(1);
  }
  const output = Object.fromEntries(
    readdirSync(outputPath)
      .sort()
      .map((name) => [name, readFileSync(path.join(outputPath, name), 'utf8')]),
  );
  process.stdout.write(JSON.stringify(output));
  compiler.close(() => undefined);
});
