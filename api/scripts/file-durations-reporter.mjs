// A reporter for Node's test runner that writes one line of JSON per test file: its path and
// the time its tests took (the sum of its top-level tests), so `npm test` can list the slowest
// files (docs/testing.md §9). Used beside the spec and TAP reporters by run-tests.mjs.
export default async function* fileDurations(source) {
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details } = event.data;
    if (!file || nesting !== 0) continue;
    byFile.set(file, (byFile.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  for (const [file, ms] of byFile) yield `${JSON.stringify({ file, seconds: ms / 1000 })}\n`;
}
