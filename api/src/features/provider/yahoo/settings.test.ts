import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../../config';

describe('Yahoo settings', () => {
  it("default to Yahoo's production addresses, no credentials and no demo code", () => {
    const { yahoo } = loadConfig({});
    assert.equal(yahoo.authBase, 'https://api.login.yahoo.com/oauth2');
    assert.equal(yahoo.apiBase, 'https://fantasysports.yahooapis.com/fantasy/v2');
    assert.deepEqual([yahoo.clientId, yahoo.clientSecret, yahoo.tokenKey, yahoo.demoCode], [null, null, null, null]);
    assert.match(yahoo.tokenKeyFile, /\.data\/yahoo-token\.key$/);
  });

  it('point at another address (the fake) without a trailing slash', () => {
    const { yahoo } = loadConfig({
      YAHOO_AUTH_BASE: 'http://127.0.0.1:4010/oauth2/',
      YAHOO_API_BASE: 'http://127.0.0.1:4010/fantasy/v2',
    });
    assert.equal(yahoo.authBase, 'http://127.0.0.1:4010/oauth2');
    assert.equal(yahoo.apiBase, 'http://127.0.0.1:4010/fantasy/v2');
    assert.throws(() => loadConfig({ YAHOO_API_BASE: 'not an address' }), /YAHOO_API_BASE/);
  });

  it('refuse production with Yahoo credentials but no token key', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', YAHOO_CLIENT_ID: 'id', YAHOO_CLIENT_SECRET: 'secret' }),
      /Refusing to start: YAHOO_TOKEN_KEY is required with YAHOO_CLIENT_ID when NODE_ENV=production/,
    );
    const key = Buffer.alloc(32, 7).toString('base64');
    assert.equal(
      loadConfig({ NODE_ENV: 'production', YAHOO_CLIENT_ID: 'id', YAHOO_CLIENT_SECRET: 'secret', YAHOO_TOKEN_KEY: key })
        .yahoo.tokenKey,
      key,
    );
  });
});
