import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderFreeName, workspaceRootOf } from './folder-free-module-ids';

const fixtureBuild = fileURLToPath(new URL('./testing/build-shared-fixture.ts', import.meta.url));

describe('module ids that do not depend on the build folder (docs/performance.md §2.12)', () => {
  describe('folderFreeName', () => {
    const root = '/home/ann/fantasy league';

    it('takes the folder out of a consuming module’s fallback, eager or not', () => {
      expect(
        folderFreeName(
          'consume shared module (default) react@^19.3.1 (strict) (fallback: /home/ann/fantasy league/node_modules/react/index.js)',
          root,
        ),
      ).toBe('consume shared module (default) react@^19.3.1 (strict) (fallback: <root>/node_modules/react/index.js)');
      expect(
        folderFreeName(
          'consume shared module (default) zod/mini@^4 (fallback: /home/ann/fantasy league/mf-settings/node_modules/.shared-subsets/zod+mini.js) (eager)',
          root,
        ),
      ).toBe(
        'consume shared module (default) zod/mini@^4 (fallback: <root>/mf-settings/node_modules/.shared-subsets/zod+mini.js) (eager)',
      );
    });

    it('takes it out of a providing module’s request, and out of a URL-encoded data: module with the hash rspack took of it', () => {
      expect(
        folderFreeName(
          'provide shared module (default) shared-ui@0.1.0 = /home/ann/fantasy league/shared-ui/src/index.ts',
          root,
        ),
      ).toBe('provide shared module (default) shared-ui@0.1.0 = <root>/shared-ui/src/index.ts');
      expect(
        folderFreeName(
          `builtin:swc-loader??ruleSet[1]!data:text/javascript,import%20r%20from%20%22${encodeURIComponent(`${root}/node_modules/r.js`)}%22|8cde759c4ddc8534`,
          root,
        ),
      ).toBe(
        'builtin:swc-loader??ruleSet[1]!data:text/javascript,import%20r%20from%20%22<root>/node_modules%2Fr.js%22',
      );
    });

    it('leaves a module whose paths rspack makes relative itself, one with no path, and another folder that begins alike', () => {
      expect(folderFreeName('javascript/esm|/home/ann/fantasy league/node_modules/zod/v4/index.js', root)).toBeNull();
      expect(
        folderFreeName('builtin:swc-loader??ruleSet[1]!/home/ann/fantasy league/shell/src/App.tsx', root),
      ).toBeNull();
      expect(folderFreeName('consume shared module (default) league-lib@^1 (strict)', root)).toBeNull();
      expect(
        folderFreeName('provide shared module (default) x@1.0.0 = /home/ann/fantasy league 2/x.js', root),
      ).toBeNull();
    });
  });

  describe('workspaceRootOf', () => {
    it('finds the pnpm workspace an app is in, and keeps a folder outside any', () => {
      expect(workspaceRootOf(fileURLToPath(new URL('../../shell', import.meta.url)))).toBe(
        fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, ''),
      );
      expect(workspaceRootOf(tmpdir())).toBe(tmpdir());
    });
  });

  describe('a build of the same sources in two folders', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), 'folder-free-ids-'));
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    const build = (folder: string, ...flags: string[]): Record<string, string> =>
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', fixtureBuild, path.join(root, folder), ...flags], {
          encoding: 'utf8',
          // Where `--import tsx` is found: this package's dependencies.
          cwd: path.dirname(fixtureBuild),
        }),
      ) as Record<string, string>;

    it('writes the same files, names and contents, with the plugin', () => {
      const first = build('one/app');
      expect(Object.keys(first).length).toBeGreaterThan(2);
      expect(build('another folder/deeper/app')).toEqual(first);
    }, 60_000);

    it('wrote different files without it (rspack leaves the shared modules’ paths absolute in their ids)', () => {
      // If this starts failing, rspack no longer needs the plugin: see docs/performance.md §2.12.
      expect(build('three/app', '--without-plugin')).not.toEqual(build('four/x/app', '--without-plugin'));
    }, 60_000);
  });
});
