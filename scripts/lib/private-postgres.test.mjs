import assert from 'node:assert/strict';
import { existsSync, statSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { embeddedBinaries, startPrivatePostgres } from './private-postgres.mjs';

const quiet = () => {};

/** Creates and drops a database over the URL; answers the server's data folder. */
async function useAsAdmin(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select current_setting('data_directory') as folder");
    await client.query('create database private_check');
    await client.query('drop database private_check');
    return rows[0].folder;
  } finally {
    await client.end();
  }
}

describe('a private PostgreSQL whose project sits in a private folder', () => {
  // Like a clone made in `mktemp -d` (mode 700) by root: the postgres user the server must run
  // as cannot enter it.
  let project;
  let binaries;
  before(async () => {
    project = await mkdtemp(path.join(os.tmpdir(), 'fantasy-private-project-'));
    await chmod(project, 0o700);
    const installed = await embeddedBinaries();
    const native = path.dirname(path.dirname(installed.postgres));
    await cp(native, path.join(project, 'native'), { recursive: true, verbatimSymlinks: true });
    binaries = { initdb: path.join(project, 'native/bin/initdb'), postgres: path.join(project, 'native/bin/postgres') };
  });
  after(() => rm(project, { recursive: true, force: true }));

  it(
    'starts as the postgres user from a copy it can reach, leaving the folder private',
    { skip: process.getuid?.() !== 0 && 'only root runs PostgreSQL as another user', timeout: 90_000 },
    async () => {
      const said = [];
      const postgres = await startPrivatePostgres({ binaries, log: (line) => said.push(line) });
      try {
        const folder = await useAsAdmin(postgres.url);
        assert.equal(folder.startsWith(project), false, 'the data is outside the private folder');
        assert.equal(statSync(project).mode & 0o777, 0o700, 'the private folder was not opened up');
        assert.match(said.join('\n'), /cannot reach .*; running a copy of it from /);
        assert.match(said.join('\n'), /started a private PostgreSQL \d+\.\d+ on 127\.0\.0\.1:\d+ as the postgres user/);
      } finally {
        await postgres.stop();
      }
      assert.equal(existsSync(postgres.folder), false, 'its folder is removed when stopped');
    },
  );
});

describe('a private PostgreSQL that cannot start', () => {
  // An installation of its own, in a folder anyone may enter (so, as root, nothing is copied),
  // with one of its binaries broken.
  let broken;
  let binaries;
  before(async () => {
    broken = await mkdtemp(path.join(os.tmpdir(), 'fantasy-broken-postgres-'));
    await chmod(broken, 0o755);
    const installed = await embeddedBinaries();
    await cp(path.dirname(path.dirname(installed.postgres)), path.join(broken, 'native'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    binaries = { initdb: path.join(broken, 'native/bin/initdb'), postgres: path.join(broken, 'native/bin/postgres') };
  });
  after(() => rm(broken, { recursive: true, force: true }));

  it('says initdb could not be run, and why, instead of throwing from nowhere', async () => {
    // What a spawn refused with EACCES looks like to Node, whoever runs it: a file it may not execute.
    await chmod(binaries.initdb, 0o644);
    try {
      await assert.rejects(startPrivatePostgres({ binaries, log: quiet }), (error) => {
        assert.match(error.message, /^Could not start a private PostgreSQL for the tests: initdb could not be run/);
        assert.match(error.message, /EACCES/);
        assert.match(error.message, /TEST_POSTGRES_URL/);
        assert.match(error.message, /TEST_DATABASES=pglite/);
        return true;
      });
    } finally {
      await chmod(binaries.initdb, 0o755);
    }
  });

  it(
    'says the server stopped before it was ready, with its last words, and removes its folder',
    { timeout: 60_000 },
    async () => {
      // initdb runs postgres itself (-V, --boot, --single): only the server that is started fails.
      await rename(binaries.postgres, `${binaries.postgres}-real`);
      await writeFile(
        binaries.postgres,
        `#!/bin/sh\n[ "$1" = "-D" ] || exec "$0-real" "$@"\necho "FATAL:  the test server refuses to start" >&2\nexit 1\n`,
        { mode: 0o755 },
      );
      const savedTmp = process.env.TMPDIR;
      process.env.TMPDIR = broken;
      try {
        await assert.rejects(startPrivatePostgres({ binaries, log: quiet }), (error) => {
          assert.match(error.message, /the server stopped before it was ready \(exit 1\)/);
          assert.match(error.message, /FATAL: {2}the test server refuses to start/);
          return true;
        });
      } finally {
        if (savedTmp === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = savedTmp;
      }
      assert.deepEqual(
        (await readdir(broken)).filter((name) => name.startsWith('fantasy-test-postgres-')),
        [],
        'the failed start removed its folder',
      );
    },
  );
});
