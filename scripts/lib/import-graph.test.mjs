import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { reachesAny, reachableModules, relativeImports } from './import-graph.mjs';

describe('the import graph', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (name, text) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  write('db/client.ts', "import pg from 'pg';\nexport const open = () => pg;\n");
  write('db/index.ts', "export { open } from './client';\n");
  write('app.ts', "import { open } from './db';\nexport const app = open;\n");
  write('types-only.ts', "import type { open } from './db/client';\nexport type Open = typeof open;\n");
  write('lazy.ts', "export const later = () => import('./app.js');\n");
  write('cycle-a.ts', "import { b } from './cycle-b';\nexport const a = b;\n");
  write('cycle-b.ts', "import { a } from './cycle-a';\nexport const b = 1;\n");
  write('routes.test.ts', "import { app } from './app';\nimport './setup';\n");
  write('setup.ts', '');
  write('pure.test.ts', "import { z } from 'zod';\nimport type { Open } from './types-only';\n");
  const database = [path.join(root, 'db/client.ts')];

  it('reads static, side-effect, dynamic and re-exported imports, and leaves packages and `import type` out', () => {
    assert.deepEqual(
      relativeImports(
        "import a from './a';\nimport './b';\nexport { c } from '../c';\nconst d = import('./d.js');\n" +
          "import type { E } from './e';\nimport pg from 'pg';\n",
      ).sort(),
      ['../c', './a', './b', './d.js'],
    );
  });

  it('follows a file through folders, index files, `.js` specifiers and dynamic imports to what it reaches', () => {
    assert.equal(reachesAny(path.join(root, 'routes.test.ts'), database), true);
    assert.equal(reachesAny(path.join(root, 'lazy.ts'), database), true);
  });

  it('says a file that only names types, or imports packages, reaches none of them', () => {
    assert.equal(reachesAny(path.join(root, 'pure.test.ts'), database), false);
  });

  it('ends on a cycle, each module once', () => {
    const reached = reachableModules(path.join(root, 'cycle-a.ts'));
    assert.deepEqual([...reached].map((file) => path.basename(file)).sort(), ['cycle-a.ts', 'cycle-b.ts']);
  });
});
