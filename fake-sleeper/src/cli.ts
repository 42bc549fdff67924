/**
 * `pnpm --filter fake-sleeper start`: the fake Sleeper on FAKE_SLEEPER_PORT (4011); the API's
 * SLEEPER_API_BASE is the printed API address.
 */
import { FAKE_SLEEPER_DEFAULT_PORT, startFakeSleeper } from './server';

const fake = await startFakeSleeper({
  port: Number(process.env.FAKE_SLEEPER_PORT ?? FAKE_SLEEPER_DEFAULT_PORT),
  host: process.env.FAKE_SLEEPER_HOST ?? '127.0.0.1',
});
console.log(`Fake Sleeper: ${fake.url} (API ${fake.apiBase})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
