import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const dropOperationSummaries = require('./drop-operation-summaries.cjs') as (source: string) => string;

const endpointsDir = fileURLToPath(new URL('../../../shared-contracts/src/endpoints/', import.meta.url));
const tables = readdirSync(endpointsDir).filter((file) => file.endsWith('.ts') && file !== 'endpoint.ts');

describe('the web builds’ endpoint table without summaries (docs/performance.md §2.11)', () => {
  it('drops a summary on its line or the next, in either quote, and nothing else', () => {
    const source = [
      '  listTeams: endpoint({',
      "    method: 'GET',",
      '    summary: "The league\'s teams, by name",',
      "    tags: ['teams'],",
      '  }),',
      '  markKeeper: endpoint({',
      '    summary:',
      "      'Mark a keeper (a manager: \\'his\\' team)',",
      "    path: '/api/keepers',",
      '  }),',
    ].join('\n');
    expect(dropOperationSummaries(source)).toBe(
      [
        '  listTeams: endpoint({',
        "    method: 'GET',",
        "    tags: ['teams'],",
        '  }),',
        '  markKeeper: endpoint({',
        "    path: '/api/keepers',",
        '  }),',
      ].join('\n'),
    );
  });

  it('leaves no summary in any table of shared-contracts, and every other line as it was', () => {
    let dropped = 0;
    for (const file of tables) {
      const lines = readFileSync(path.join(endpointsDir, file), 'utf8').split('\n');
      // The source without its summaries' lines (a summary alone on its line takes the next too).
      const expected = lines.filter(
        (line, index) => !/^\s*summary:/.test(line) && !/^\s*summary:$/.test(lines[index - 1] ?? ''),
      );
      dropped += lines.length - expected.length;
      expect(dropOperationSummaries(lines.join('\n')).split('\n')).toEqual(expected);
    }
    expect(dropped).toBeGreaterThan(90);
  });
});
