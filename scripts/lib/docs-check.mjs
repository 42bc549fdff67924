// The docs check: the documentation's links, its section citations and its list of settings
// against the repository as it is. Docs drift without a test (a section renumbered, a page
// moved, a setting added to the code and never written down), so `npm test` runs this over the
// tracked files, once the workspace's packages are installed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger, { slug as githubSlug } from 'github-slugger';

/** Where a setting the code reads must be named: the settings page, or the testing page for a test's own. */
export const SETTINGS_PAGES = ['docs/settings.md', 'docs/testing.md'];

/**
 * Environment variables the code reads that are not our settings: the system's and the tools'.
 * Each is documented where it comes from, not here.
 */
export const NOT_OUR_SETTINGS = new Map([
  ['PATH', "the system's search path: the scripts put the pinned Node's folder first on it"],
  ['HOME', "the user's home folder: a test checks that Node's restart passes it on"],
  ['TMPDIR', "the system's temporary folder: a test points it elsewhere to see where a private PostgreSQL goes"],
]);

const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = (file) => file === 'pnpm-lock.yaml' || file.split('/').includes('node_modules');

/** The tracked files, as `git ls-files` lists them, without the lockfile and any node_modules. */
export function trackedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out
    .split('\0')
    .filter(Boolean)
    .filter((file) => !SKIPPED(file))
    .filter((file) => existsSync(path.join(root, file)));
}

/** A heading's text as GitHub shows it: no link targets, HTML, backticks or emphasis marks. */
function shownText(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
}

/** A heading's anchor as GitHub makes it (github-slugger, GitHub's own rules). */
export function slug(heading) {
  return githubSlug(shownText(heading));
}

/** Lines outside fenced code blocks, with their numbers; a fence's own lines and contents are left out. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
    } else if (opening) {
      fence = opening[1];
    } else {
      lines.push({ line, number: index + 1 });
    }
  });
  return lines;
}

/** A Markdown page's headings: their anchors (with GitHub's `-1`, `-2` for repeats) and section numbers. */
export function headingsOf(text) {
  const anchors = new Set();
  const sections = new Set();
  // One slugger a page: it numbers repeated headings as GitHub does (`-1`, `-2`).
  const slugger = new GithubSlugger();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      anchors.add(slugger.slug(shownText(heading[1])));
      // `## 4. Rules` is section 4, `### 4.3 Add Player` section 4.3.
      const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(heading[1]);
      if (number) sections.add(number[1]);
    }
    for (const html of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
  }
  return { anchors, sections };
}

/** The line number of an offset in a text. */
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Inline code spans blanked out (same length), so a link written as code is not read as one. */
function withoutCodeSpans(line) {
  return line.replace(/(`+)(.+?)\1/g, (span) => ' '.repeat(span.length));
}

/** Every relative link of a Markdown page: `[text](target)` and `[label]: target`. */
export function linksOf(text) {
  const links = [];
  for (const { line, number } of proseLines(text)) {
    const prose = withoutCodeSpans(line);
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1], line: number });
    }
    const reference = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose);
    if (reference) links.push({ target: reference[1], line: number });
  }
  return links.filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/**
 * Every section citation in a text: `docs/web.md §4`, `screens/players.md §4.3`, `web.md §2`,
 * also when the `§` starts the next line of a comment. Trailing punctuation (`§4.3's`,
 * `§2.5):`) is not part of the number.
 */
export function citationsOf(text) {
  const citations = [];
  const pattern =
    /(?<![\w.\-/])((?:\.\.?\/)*(?:[\w-]+\/)*[\w-]+\.md)(?:[ \t]*\r?\n[ \t]*(?:\/\/+|\*|#+)?[ \t]*|[ \t]+)§(\d+(?:\.\d+)*)/g;
  for (const match of text.matchAll(pattern)) {
    citations.push({ file: match[1], section: match[2], line: lineAt(text, match.index) });
  }
  return citations;
}

/**
 * Every mention of a page under docs/ by its path from the root (`docs/web.md`), cited or not.
 * A Markdown link's target is left to the link check.
 */
export function docsMentionsOf(text) {
  const mentions = [];
  for (const match of text.matchAll(/(?<![\w.\-/])(?<!\]\()docs\/(?:[\w-]+\/)*[\w-]+\.md(?![\w-])/g)) {
    mentions.push({ file: match[0], line: lineAt(text, match.index) });
  }
  return mentions;
}

/**
 * The environment variables a source file reads: `process.env.PORT`, `process.env['PORT']`,
 * `env.PORT` on an environment passed in, names destructured from either, and the upper-case
 * keys of a zod schema the environment is parsed with (`PORT: z.coerce.number()…`, as in
 * api/src/config.ts).
 */
export function settingsReadBy(text) {
  const names = [];
  const add = (name, index) => names.push({ name, line: lineAt(text, index) });
  const setting = '([A-Z][A-Z0-9_]*)';
  for (const match of text.matchAll(new RegExp(`\\b(?:process\\.)?env\\??\\.${setting}\\b`, 'g'))) {
    add(match[1], match.index);
  }
  for (const match of text.matchAll(new RegExp(`\\b(?:process\\.)?env\\[\\s*['"\`]${setting}['"\`]\\s*\\]`, 'g'))) {
    add(match[1], match.index);
  }
  for (const match of text.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
    for (const part of match[1].matchAll(/(?:^|,)\s*([A-Z][A-Z0-9_]*)\b/g)) add(part[1], match.index);
  }
  for (const match of text.matchAll(/^\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*:\s*z\s*\./gm)) {
    add(match[1], match.index);
  }
  return names.filter(({ name }) => name.length > 1);
}

/** Is this a variable of the system or a tool rather than one of ours? */
export function isNotOurs(name) {
  return NOT_OUR_SETTINGS.has(name);
}

/**
 * Checks a tree. `files` are its paths from `root` (the tracked files by default). Answers the
 * problems, each `{ file, line, message }`, and what was counted.
 */
export function checkDocs(root, files = trackedFiles(root)) {
  const problems = [];
  const counts = { links: 0, citations: 0, settings: 0 };
  const report = (file, line, message) => problems.push({ file, line, message });
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, readFileSync(path.join(root, file), 'utf8'));
    return cache.get(file);
  };
  const isFile = (file) => {
    const full = path.join(root, file);
    return existsSync(full) && statSync(full).isFile();
  };
  const isPath = (file) => existsSync(path.join(root, file));
  const headings = new Map();
  const headingsIn = (file) => {
    if (!headings.has(file)) headings.set(file, headingsOf(read(file)));
    return headings.get(file);
  };
  const relative = (from, target) => path.posix.normalize(path.posix.join(path.posix.dirname(from), target));

  // 1. Links: the file (or folder) exists, and the anchor names a heading of it.
  for (const file of files.filter((name) => name.endsWith('.md'))) {
    for (const { target, line } of linksOf(read(file))) {
      counts.links++;
      const [rawPath, anchor] = target.split('#', 2);
      const linked = rawPath === '' ? file : relative(file, decodeURI(rawPath));
      if (linked.startsWith('..') || !isPath(linked)) {
        report(file, line, `link to ${target}: no such file`);
        continue;
      }
      if (anchor !== undefined && anchor !== '') {
        if (!linked.endsWith('.md') || !isFile(linked)) continue;
        if (!headingsIn(linked).anchors.has(decodeURIComponent(anchor).toLowerCase())) {
          report(file, line, `link to ${target}: ${linked} has no heading #${anchor}`);
        }
      }
    }
  }

  // 2. Section citations and mentions of docs/ pages, in every text file.
  const textFiles = files.filter(
    (name) => CODE_FILE.test(name) || /\.(?:md|json|ya?ml)$/.test(name) || !/\.\w+$/.test(name),
  );
  for (const file of textFiles) {
    const text = read(file);
    if (text.includes('\0')) continue;
    for (const { file: cited, section, line } of citationsOf(text)) {
      counts.citations++;
      // A path from the root (`docs/…`), else from the citing file (a docs page cites its
      // neighbours, `api.md §3`), else from docs/ (`screens/players.md §4.5`).
      const candidates = cited.startsWith('docs/')
        ? [cited]
        : [relative(file, cited), path.posix.normalize(path.posix.join('docs', cited))];
      const page = candidates.find((candidate) => !candidate.startsWith('..') && isFile(candidate));
      if (!page) {
        report(file, line, `cites ${cited} §${section}: no such file`);
      } else if (!headingsIn(page).sections.has(section)) {
        report(file, line, `cites ${cited} §${section}: ${page} has no heading numbered ${section}`);
      }
    }
    for (const { file: mentioned, line } of docsMentionsOf(text)) {
      if (!isFile(mentioned)) report(file, line, `names ${mentioned}: no such file`);
    }
  }

  // 3. Every setting the code reads is documented.
  const documented = SETTINGS_PAGES.filter(isFile).map(read).join('\n');
  const seen = new Set();
  for (const file of files.filter((name) => CODE_FILE.test(name))) {
    for (const { name, line } of settingsReadBy(read(file))) {
      // Each setting is counted, and reported, once: where it is first read.
      if (isNotOurs(name) || seen.has(name)) continue;
      seen.add(name);
      counts.settings++;
      if (!new RegExp(`(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(documented)) {
        report(file, line, `reads the setting ${name}, which ${SETTINGS_PAGES.join(' and ')} do not document`);
      }
    }
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { problems, counts };
}

/** One line per problem, `file:line: message`. */
export function formatProblem({ file, line, message }) {
  return `${file}:${line}: ${message}`;
}

/** The line printed when everything resolves. */
export function summary({ links, citations, settings }) {
  return `Docs check: ${links} links, ${citations} section citations, ${settings} settings: all resolve`;
}
