import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderFreeName } from './folder-free-module-ids';

const fixtureBuild = fileURLToPath(new URL('./testing/build-shared-fixture.ts', import.meta.url));

describe('module ids that do not depend on the build folder (docs/performance.md §2.12)', () => {
  describe('folderFreeName', () => {
    const context = '/home/ann/fantasy league/mf-settings';

    it('makes the fallback of a consuming module relative, eager or not', () => {
      expect(
        folderFreeName(
          'consume shared module (default) react@^19.3.1 (strict) (fallback: /home/ann/fantasy league/node_modules/react/index.js)',
          context,
        ),
      ).toBe('consume shared module (default) react@^19.3.1 (strict) (fallback: ../node_modules/react/index.js)');
      expect(
        folderFreeName(
          'consume shared module (default) zod/mini@^4 (fallback: /home/ann/fantasy league/mf-settings/node_modules/.shared-subsets/zod+mini.js) (eager)',
          context,
        ),
      ).toBe(
        'consume shared module (default) zod/mini@^4 (fallback: node_modules/.shared-subsets/zod+mini.js) (eager)',
      );
    });

    it('makes the request of a providing module relative', () => {
      expect(
        folderFreeName(
          'provide shared module (default) shared-ui@0.1.0 = /home/ann/fantasy league/shared-ui/src/index.ts',
          context,
        ),
      ).toBe('provide shared module (default) shared-ui@0.1.0 = ../shared-ui/src/index.ts');
    });

    it('leaves a module whose identifier rspack already makes relative, or that has no path', () => {
      expect(
        folderFreeName('javascript/esm|/home/ann/fantasy league/node_modules/zod/v4/index.js', context),
      ).toBeNull();
      expect(folderFreeName('consume shared module (default) league-lib@^1 (strict)', context)).toBeNull();
      expect(folderFreeName('provide shared module (default) league-lib@1.0.0 = league-lib', context)).toBeNull();
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
