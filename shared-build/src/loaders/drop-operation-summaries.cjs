// A loader for the web builds (rspack.ts): drops each operation's `summary` from the endpoint
// table (shared-contracts/src/endpoints/). A summary is the API's documentation of the operation
// (its OpenAPI document, api/src/plugins/endpoint-route.ts); no page reads it, and the table is
// in every page's first view, where the summaries came to about 2.5 kB after gzip
// (docs/performance.md §2.11). The API and the tests read the source, summaries and all.
//
// A summary is written as `summary: '…'` or `summary: "…"`, on its line or the next.
const SUMMARY = /\n[ \t]*summary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),/g;

module.exports = function dropOperationSummaries(source) {
  return source.replace(SUMMARY, '');
};
module.exports.SUMMARY = SUMMARY;
