import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  checkDocs,
  citationsOf,
  formatProblem,
  headingsOf,
  settingsReadBy,
  slug,
  summary,
  trackedFiles,
} from './docs-check.mjs';

// This file is checked like every other source file, so the fixtures below spell a section
// sign, an environment read and a docs path in pieces: written whole, they would be problems
// of this repository's own docs.
const S = '\u00a7';
const envRead = (name) => ['process', 'env', name].join('.');
const docsPath = (page) => ['docs', page].join('/');

const trees = [];
after(() => {
  for (const tree of trees) rmSync(tree, { recursive: true, force: true });
});

/** A temporary tree holding `files` (path → text); answers its root and its paths. */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, files: Object.keys(files) };
}

/** A small repository whose docs, comments and settings all agree. */
const goodTree = () => ({
  'README.md': `# Example\n\nSee [the rules](${docsPath('rules.md')}#2-rules) and [settings](${docsPath('settings.md')}).\n`,
  [docsPath('rules.md')]:
    `# Rules\n\n## 1. Purpose\n\nText.\n\n## 2. Rules\n\n### 2.5 Edge cases\n\nSee [settings](settings.md#1-the-api) and [below](#25-edge-cases).\n`,
  [docsPath('settings.md')]:
    `# Settings\n\n## 1. The API\n\n| setting | meaning |\n|---|---|\n| \`API_PORT\` | the port |\n`,
  [docsPath('testing.md')]: `# Testing\n\n## 8. Test settings\n\n\`TEST_ONLY_FLAG\`: a test's own.\n`,
  [docsPath('screens/home.md')]: `# Home\n\n## 4. Rules\n\nAs [rules.md ${S}2](../rules.md#2-rules) says.\n`,
  'src/server.ts': `// The port (${docsPath('rules.md')} ${S}2.5's last line; ${docsPath('rules.md')}\n// ${S}1).\nconst port = ${envRead('API_PORT')} ?? ${envRead('PATH')};\n`,
  'src/test.ts': `const flag = ${envRead('TEST_ONLY_FLAG')};\n`,
});

const problemsOf = (files) => {
  const { root, files: paths } = tree(files);
  return checkDocs(root, paths).problems.map(formatProblem);
};

describe('GitHub anchors', () => {
  it('lower-cases, drops punctuation and code marks, and joins words with hyphens', () => {
    assert.equal(slug('4.3 Add Player and single edit'), '43-add-player-and-single-edit');
    assert.equal(slug("A real league's first day"), 'a-real-leagues-first-day');
    assert.equal(slug(`1. One league per member (replaced by ${S}26)`), '1-one-league-per-member-replaced-by-26');
    assert.equal(slug('The `page`, and **more**'), 'the-page-and-more');
    const { anchors } = headingsOf('## Rules\n\n### Rules\n\n## Rules\n');
    assert.deepEqual([...anchors], ['rules', 'rules-1', 'rules-2'], 'a repeated heading is numbered');
  });
});

describe('citations', () => {
  it('reads the number without the punctuation after it, also across a comment line', () => {
    const text = `a.md ${S}4.3's; b.md ${S}2.5): ${docsPath('c.md')}\n   // ${S}7.\nscreens/d.md ${S}1`;
    assert.deepEqual(
      citationsOf(text).map(({ file, section, line }) => [file, section, line]),
      [
        ['a.md', '4.3', 1],
        ['b.md', '2.5', 1],
        [docsPath('c.md'), '7', 1],
        ['screens/d.md', '1', 3],
      ],
    );
  });
});

describe('settings the code reads', () => {
  it('finds direct reads, bracketed reads, destructured names and a zod schema of the environment', () => {
    const code = [
      `const a = ${envRead('ALPHA')};`,
      `const b = ${['env', "['BRAVO']"].join('')};`,
      `const { CHARLIE, DELTA: delta = '1' } = ${['process', 'env'].join('.')};`,
      'const environment = z.object({',
      `  ${'ECHO'}: z.string().default(''),`,
      '  camelCase: z.string(),',
      '});',
    ].join('\n');
    assert.deepEqual(
      settingsReadBy(code).map(({ name }) => name),
      ['ALPHA', 'BRAVO', 'CHARLIE', 'DELTA', 'ECHO'],
    );
  });
});

describe('the docs check', () => {
  it('passes a tree whose links, citations and settings all resolve, and counts them', () => {
    const { root, files } = tree(goodTree());
    const { problems, counts } = checkDocs(root, files);
    assert.deepEqual(problems, []);
    assert.deepEqual(counts, { links: 5, citations: 3, settings: 2 });
    assert.equal(summary(counts), 'Docs check: 5 links, 3 section citations, 2 settings: all resolve');
  });

  it('reports a link to a file that does not exist, with its file and line', () => {
    const files = goodTree();
    files['README.md'] += `\nAnd [gone](${docsPath('gone.md')}).\n`;
    assert.deepEqual(problemsOf(files), [`README.md:5: link to ${docsPath('gone.md')}: no such file`]);
  });

  it('reports a link whose anchor names no heading', () => {
    const files = goodTree();
    files[docsPath('rules.md')] += '\n[Nowhere](#3-nowhere)\n';
    assert.deepEqual(problemsOf(files), [
      `${docsPath('rules.md')}:13: link to #3-nowhere: ${docsPath('rules.md')} has no heading #3-nowhere`,
    ]);
  });

  it('does not read a link written as code', () => {
    const files = goodTree();
    const gone = `[gone](${docsPath('gone.md')})`;
    files['README.md'] += `\n\`${gone}\`\n\n\`\`\`\n${gone}\n\`\`\`\n`;
    assert.deepEqual(problemsOf(files), []);
  });

  it('reports a citation of a section the page does not have', () => {
    const files = goodTree();
    files['src/server.ts'] += `// ${docsPath('rules.md')} ${S}4.2 says so.\n`;
    assert.deepEqual(problemsOf(files), [
      `src/server.ts:4: cites ${docsPath('rules.md')} ${S}4.2: ${docsPath('rules.md')} has no heading numbered 4.2`,
    ]);
  });

  it('reports a citation of a page that does not exist, and a page named that does not exist', () => {
    const files = goodTree();
    files[docsPath('screens/home.md')] += `\nSee web.md ${S}3 and ${docsPath('gone.md')}.\n`;
    assert.deepEqual(problemsOf(files), [
      `${docsPath('screens/home.md')}:7: cites web.md ${S}3: no such file`,
      `${docsPath('screens/home.md')}:7: names ${docsPath('gone.md')}: no such file`,
    ]);
  });

  it('reports a setting the code reads that neither settings page documents', () => {
    const files = goodTree();
    files['src/test.ts'] += `const secret = ${envRead('UNDOCUMENTED_SETTING')};\n`;
    assert.deepEqual(problemsOf(files), [
      `src/test.ts:2: reads the setting UNDOCUMENTED_SETTING, which ${docsPath('settings.md')} and ${docsPath('testing.md')} do not document`,
    ]);
  });

  it('does not take a longer name for a documented one', () => {
    const files = goodTree();
    files['src/test.ts'] += `const port = ${envRead('API_PORT_BASE')};\n`;
    assert.equal(problemsOf(files).length, 1);
  });
});

describe('the files it checks', () => {
  it("are git's tracked files, without the lockfile and node_modules", () => {
    const { root } = tree({
      'README.md': '# Tracked\n',
      'pnpm-lock.yaml': 'lockfileVersion: 9\n',
      'node_modules/x/README.md': '[gone](gone.md)\n',
      'notes.md': '[gone](gone.md)\n',
    });
    const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-f', 'README.md', 'pnpm-lock.yaml', 'node_modules/x/README.md');
    assert.deepEqual(trackedFiles(root), ['README.md']);
  });
});
