/**
 * `pnpm --filter fake-espn start`: the fake ESPN on FAKE_ESPN_PORT (4012); the API's
 * ESPN_API_BASE is the printed API address.
 */
import { FAKE_ESPN_DEFAULT_PORT, startFakeEspn } from './server';

const fake = await startFakeEspn({
  port: Number(process.env.FAKE_ESPN_PORT ?? FAKE_ESPN_DEFAULT_PORT),
  host: process.env.FAKE_ESPN_HOST ?? '127.0.0.1',
});
console.log(`Fake ESPN: ${fake.url} (API ${fake.apiBase})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
