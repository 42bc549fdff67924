/** Drops the PostgreSQL template database a test run created. */
import pg from 'pg';
import { adminPostgresUrl } from '../src/testing/database';

const [template] = process.argv.slice(2);
if (template) {
  const admin = new pg.Client({ connectionString: adminPostgresUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${template}" with (force)`);
  await admin.end();
}
