/**
 * The checks every provider's hostile-answer suite makes of an import (docs/sleeper.md §7,
 * docs/espn.md §5): the league is followed again so each case meets the provider afresh, the
 * import runs with a hostile answer in place, and a case that must fail ends in a failed run,
 * answered 502 in the provider's words, with nothing of the league written and none of the
 * answer's data in the message or the log.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { TEAM_NAME_MAX_LENGTH } from 'shared-contracts/league-setup';
import type { ImportJob } from 'shared-contracts/provider-setup';
import type { Queryable } from '../db/client';
import type { HostileAnswer, HostileProvider } from './hostile-provider';
import { leagueFingerprint } from './league-fingerprint';

/** Written into every hostile answer: it must reach neither a message nor a log line. */
export const HOSTILE_MARKER = 'HOSTILE-ANSWER-DATA';

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<LightMyRequestResponse>;

export type HostileImportHarness = {
  /** The league's newest import run. */
  latest(): Promise<ImportJob>;
  /** The league's data, every table but the runs' own (a failed run is recorded, as it should be). */
  fingerprint(): Promise<string>;
  /** Follows the league again, which forgets its cached answers. */
  followAgain(): Promise<void>;
  /** Imports `seasons` with `answer` in place, and answers the import's reply. */
  importWith(answer: HostileAnswer, seasons?: number): Promise<LightMyRequestResponse>;
  /** The case ended in a failed run, answered 502 with `message`, the league unchanged, no answer data told. */
  assertFailedCleanly(answer: HostileAnswer, message: RegExp): Promise<void>;
  /**
   * A 429 with a Retry-After of days, answered to the reads `limited` picks, pauses the run for
   * the five minutes it is capped at, in `provider`'s name, and writes nothing. It holds the
   * app's provider for those minutes: a suite's last case.
   */
  assertRetryAfterCapped(limited: (asked: string) => boolean, provider: string): Promise<void>;
};

/**
 * The harness for one suite; its parts are read when a test runs (`db`, `hostile` and `logs`
 * exist once the suite's `before` has opened the league).
 */
export function hostileImportHarness(options: {
  call: Call;
  db: () => Queryable;
  hostile: () => HostileProvider;
  logs: () => string[];
  /** PUT /api/provider's body that follows the league. */
  follow: { provider: string; league: string };
}): HostileImportHarness {
  const { call } = options;
  const harness: HostileImportHarness = {
    latest: async () => (await call('GET', '/api/provider/import')).json() as ImportJob,
    fingerprint: async () =>
      (await leagueFingerprint(options.db()))
        .split(' ')
        .filter((table) => !table.startsWith('league_imports='))
        .join(' '),
    async followAgain() {
      const followed = await call('PUT', '/api/provider', options.follow);
      assert.equal(followed.statusCode, 200, followed.body);
    },
    importWith(answer, seasons = 2) {
      options.hostile().answer(answer);
      return call('POST', '/api/provider/import', { seasons });
    },
    async assertFailedCleanly(answer, message) {
      const logs = options.logs();
      const logged = logs.length;
      await harness.followAgain();
      // Taken after following again: from here on, nothing of the league's may change.
      const before = await harness.fingerprint();
      const reply = await harness.importWith(answer);
      assert.equal(reply.statusCode, 502, reply.body);
      const told = (reply.json() as { message: string }).message;
      assert.match(told, message);
      const run = await harness.latest();
      assert.equal(run.status, 'failed');
      assert.ok(run.message?.startsWith(`Stopped: ${told}`), run.message ?? '');
      assert.equal(await harness.fingerprint(), before, 'nothing of the league was written');
      for (const text of [told, run.message ?? '', ...logs.slice(logged)])
        assert.ok(!text.includes(HOSTILE_MARKER), `answer data told: ${text.slice(0, 200)}`);
      assert.ok(
        logs.slice(logged).every((line) => line.length < 10_000),
        'no log line carries a body',
      );
    },
    async assertRetryAfterCapped(limited, provider) {
      await harness.followAgain();
      const before = await harness.fingerprint();
      const reply = await harness.importWith((asked, response) => {
        if (!limited(asked)) return false;
        response.writeHead(429, { 'retry-after': '1000000' }).end(HOSTILE_MARKER);
        return true;
      });
      assert.equal(reply.statusCode, 429, reply.body);
      assert.ok(Number(reply.headers['retry-after']) <= 300, `Retry-After ${reply.headers['retry-after']}`);
      const run = await harness.latest();
      assert.equal(run.status, 'paused');
      assert.ok(
        run.message?.startsWith(`Paused: ${provider} is limiting requests from this server. Try again in 5 minutes.`),
        run.message ?? '',
      );
      assert.equal(await harness.fingerprint(), before);
    },
  };
  return harness;
}

/**
 * The teams' names (and display names) after an import of the suites' hostile names: each cut
 * to a team name's length and cleaned of control characters, the two "Gridiron Gang Y…" that
 * differ only in case told apart, and a name with an escape sequence kept readable.
 */
export function assertHostileTeamNamesCleaned(names: string[]): void {
  for (const name of names) {
    assert.ok(name.length <= TEAM_NAME_MAX_LENGTH, name);
    assert.doesNotMatch(name, /\p{Cc}/u, name);
  }
  const gang = names.filter((name) => name.toLowerCase().startsWith('gridiron gang y'));
  assert.equal(new Set(gang.map((name) => name.toLowerCase())).size, 2, gang.join(' | '));
  assert.ok(
    gang.some((name) => name.endsWith(' (2)')),
    gang.join(' | '),
  );
  assert.ok(names.includes('Nate[31m'), names.join(' | '));
}
