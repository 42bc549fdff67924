import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { sendEndless, sendJson, startHostileProvider, type HostileProvider } from '../../../testing/hostile-provider';
import { YahooClient } from './yahoo-client';
import { providerFailure } from '../../../testing/provider-failure';

/** Yahoo's client against a hostile Yahoo (docs/yahoo.md §7): its answers' size, redirects and words bounded. */
describe("Yahoo's client against a hostile Yahoo", () => {
  let hostile: HostileProvider;
  let elsewhere: HostileProvider;
  before(async () => {
    hostile = await startHostileProvider(null);
    elsewhere = await startHostileProvider(null);
  });
  after(async () => {
    await hostile.close();
    await elsewhere.close();
  });
  afterEach(() => {
    hostile.answer(null);
    elsewhere.asked.length = 0;
  });
  const client = (maxBodyBytes?: number) =>
    new YahooClient(
      { authBase: hostile.apiBase, apiBase: hostile.apiBase, clientId: 'id', clientSecret: 'secret' },
      Date.now,
      maxBodyBytes,
    );

  it('an answer larger than the limit is not read, announced or endless', async () => {
    hostile.answer((_path, response) => sendJson(response, { fantasy_content: { name: 'x'.repeat(4096) } }));
    const announced = await providerFailure(client(1024).get('league/461.l.6288', 'token'));
    assert.deepEqual([announced.kind, announced.statusCode], ['bad_response', 502]);
    assert.equal(
      announced.message,
      "Yahoo's answer is larger than 1 KB, more than any league's; it was not read. Try again later.",
    );
    hostile.answer((_path, response) => {
      void sendEndless(response);
      return true;
    });
    assert.match(
      (await providerFailure(client(256 * 1024).get('league/461.l.6288', 'token'))).message,
      /larger than 256 KB/,
    );
  });

  it('a redirect to another address is not followed, for a call or the token', async () => {
    elsewhere.answer((_path, response) => sendJson(response, { fantasy_content: {} }));
    hostile.answer((path, response) => {
      response.writeHead(302, { location: `${elsewhere.apiBase}${path}` }).end();
      return true;
    });
    const call = await providerFailure(client().get('league/461.l.6288', 'token'));
    assert.deepEqual([call.kind, call.statusCode], ['bad_response', 502]);
    assert.match(
      call.message,
      /^Yahoo answered by sending us to another address \(127\.0\.0\.1:\d+\); it was not followed\./,
    );
    assert.equal((await providerFailure(client().refresh('refresh'))).kind, 'bad_response');
    assert.deepEqual(elsewhere.asked, [], 'the other address was never asked');
  });

  it('Yahoo’s words are quoted at most 200 characters long, without control characters', async () => {
    const description = `No such league\u0000\u001b ${'z'.repeat(100_000)}`;
    hostile.answer((_path, response) => sendJson(response, { error: { description } }, 400));
    const refused = await providerFailure(client().get('league/461.l.6288', 'token'));
    assert.equal(refused.kind, 'bad_request');
    assert.ok(refused.message.length < 300, `${refused.message.length} characters`);
    assert.match(refused.message, /^Yahoo refused the request: No such league z+…$/);
    hostile.answer((_path, response) =>
      sendJson(response, { error: 'invalid_grant', error_description: description }, 400),
    );
    const lost = await providerFailure(client().refresh('refresh'));
    assert.equal(lost.kind, 'authorization_lost');
    assert.ok(lost.message.length < 400, `${lost.message.length} characters`);
  });

  it('a key of another form is never put into a path: nothing is asked', async () => {
    hostile.asked.length = 0;
    for (const path of [
      'team/../../users;use_login=1/games',
      'team/461.l.6288.t.3?x=1/roster',
      'league/461.l.6288%2f..',
    ])
      assert.equal((await providerFailure(client().get(path, 'token'))).kind, 'bad_response', path);
    assert.deepEqual(hostile.asked, []);
  });
});
