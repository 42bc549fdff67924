/**
 * `pnpm --filter fake-yahoo start`: the fake Yahoo on FAKE_YAHOO_PORT (4010), with the
 * client id, secret and demo code the start script gives the API.
 */
import { startFakeYahoo } from './server';

const fake = await startFakeYahoo({
  port: Number(process.env.FAKE_YAHOO_PORT ?? 4010),
  host: process.env.FAKE_YAHOO_HOST ?? '127.0.0.1',
  clientId: process.env.FAKE_YAHOO_CLIENT_ID,
  clientSecret: process.env.FAKE_YAHOO_CLIENT_SECRET,
  demoCode: process.env.FAKE_YAHOO_DEMO_CODE ?? null,
});
console.log(`Fake Yahoo: ${fake.url} (OAuth ${fake.authBase}, Fantasy API ${fake.apiBase})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
