// Every operation the web apps call, exercised end to end. The suite's APIs append each
// operation they answered (method and route pattern) to one file (OPERATIONS_LOG, the API's
// plugins/operation-log.ts); this reads the operations the web apps' code calls off their
// sources (each call names its row as `endpoints.<name>`, or in a table of a contracts entry of
// its own, `setupEndpoints.<name>`, `recordEndpoints.<name>`, `keeperEndpoints.<name>`, `notificationEndpoints.<name>`, `lotteryEndpoints.<name>`, `leagueSetupEndpoints.<name>`; read with TypeScript's parser,
// so a name in a comment or a string is no call) and compares. An operation that only
// a test's read-back reached (support/member-api.ts) does not count: the web must have sent it.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from 'shared-contracts';
import { keeperEndpoints } from 'shared-contracts/keepers';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { setupEndpoints } from 'shared-contracts/provider-setup';
import { notificationEndpoints } from 'shared-contracts/notifications';
import { recordEndpoints } from 'shared-contracts/record-book';
import ts from 'typescript';
import { workspaceRoot } from './settings';

/** The packages whose code runs in the browser: the shell, the remotes and the shared web packages. */
const WEB_PACKAGES = /^(shell|mf-[a-z]+|shared-(auth|app|ui))$/;
const TEST_FILE = /(\.test\.tsx?|\.stories\.tsx?)$|[\\/](__tests__|__mocks__|testing)[\\/]/;

type Row = { method: string; path: string };

/** The endpoint tables the web's code names its calls from, by the name it imports them as. */
const TABLES: Record<string, Record<string, Row>> = {
  endpoints,
  setupEndpoints,
  recordEndpoints,
  keeperEndpoints,
  notificationEndpoints,
  lotteryEndpoints,
  leagueSetupEndpoints,
};

export function operationOf(row: Row): string {
  return `${row.method} ${row.path}`;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !TEST_FILE.test(file));
}

/** The rows a source file names in code: every `<table>.<name>` expression of a table above. */
function rowsNamedIn(file: string): { table: string; name: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names: { table: string; name: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in TABLES)
      names.push({ table: node.expression.text, name: node.name.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Each operation the web apps' code calls, with the files that call it. */
export function operationsTheWebCalls(): Map<string, string[]> {
  const calls = new Map<string, string[]>();
  const packages = readdirSync(workspaceRoot).filter(
    (name) => WEB_PACKAGES.test(name) && existsSync(path.join(workspaceRoot, name, 'src')),
  );
  for (const name of packages) {
    for (const file of sourceFiles(path.join(workspaceRoot, name, 'src'))) {
      const where = path.relative(workspaceRoot, file);
      for (const { table, name: rowName } of rowsNamedIn(file)) {
        const row = TABLES[table]![rowName];
        if (!row) throw new Error(`${where} names ${table}.${rowName}, which is no row of that endpoint table`);
        const operation = operationOf(row);
        const callers = calls.get(operation) ?? [];
        if (!callers.includes(where)) calls.set(operation, [...callers, where]);
      }
    }
  }
  return calls;
}

/** The operations the web itself had answered during the run, from the APIs' shared log. */
export function operationsServedToTheWeb(logFile: string): Set<string> {
  if (!existsSync(logFile)) return new Set();
  const served = new Set<string>();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { operation: string; by: string };
    if (entry.by === 'web') served.add(entry.operation);
  }
  return served;
}

/**
 * Prints `web operations exercised end to end: N/N` and throws naming each operation the web
 * calls that no test had the real API answer.
 */
export function checkOperationCoverage(logFile: string): void {
  const called = operationsTheWebCalls();
  const served = operationsServedToTheWeb(logFile);
  const missing = [...called.keys()].filter((operation) => !served.has(operation)).sort();
  console.log(`web operations exercised end to end: ${called.size - missing.length}/${called.size}`);
  if (missing.length > 0) {
    const lines = missing.map((operation) => `  ${operation} (called in ${called.get(operation)!.join(', ')})`);
    throw new Error(`Web operations no end-to-end test exercised through the real API:\n${lines.join('\n')}`);
  }
}
