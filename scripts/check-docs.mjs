// Checks the documentation against the repository: every relative link and its anchor, every
// `§` citation of a docs page, every setting the code reads (scripts/lib/docs-check.mjs).
// Prints one line per problem and exits 1, or one summary line.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocs, formatProblem, summary } from './lib/docs-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { problems, counts } = checkDocs(root);

if (problems.length > 0) {
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`Docs check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exitCode = 1;
} else {
  console.log(summary(counts));
}
