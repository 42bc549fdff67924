import {
  keepCompiledMessage,
  MOST_SCRIPTS_KEPT_AT_INSTALL,
  scriptsFetched,
  scriptsToKeepCompiled,
} from './compiled-at-install';

const site = 'http://localhost:3000';
const remote = 'http://localhost:3002';

const entry = (name: string) => ({ name }) as PerformanceEntry;

describe('the scripts a worker keeps compiled at its install', () => {
  it('the page names the scripts it fetched, not its other files', () => {
    const fetched = scriptsFetched([
      entry(`${site}/main.1a2b3c4d.js`),
      entry(`${site}/api/league`),
      entry(`${remote}/remoteEntry.js`),
      entry(`${site}/icons/icon.svg`),
      entry(`${remote}/991.bcbb1bf0.js?v=2`),
    ]);
    expect(fetched).toEqual([`${site}/main.1a2b3c4d.js`, `${remote}/remoteEntry.js`, `${remote}/991.bcbb1bf0.js?v=2`]);
  });

  it('the worker keeps the hashed scripts of the site and the remotes, each once', () => {
    const message = keepCompiledMessage([
      `${site}/main.1a2b3c4d.js`,
      `${remote}/991.bcbb1bf0.js`,
      `${site}/main.1a2b3c4d.js`,
    ]);
    expect(scriptsToKeepCompiled(message, site)).toEqual([`${site}/main.1a2b3c4d.js`, `${remote}/991.bcbb1bf0.js`]);
  });

  it('leaves out entries, which are the network’s on every load, and anything not a hashed script', () => {
    const message = keepCompiledMessage([
      `${remote}/remoteEntry.js`,
      `${site}/api/players.js`,
      `${site}/styles.1a2b3c4d.css`,
      'https://apis.google.com/js/api.js',
      'not an address',
    ]);
    expect(scriptsToKeepCompiled(message, site)).toEqual([]);
  });

  it('reads no other message, and no more scripts than its cap', () => {
    expect(
      scriptsToKeepCompiled({ type: 'CACHE_URLS', payload: { urlsToCache: [`${site}/a.1a2b3c4d.js`] } }, site),
    ).toEqual([]);
    expect(scriptsToKeepCompiled(null, site)).toEqual([]);
    expect(scriptsToKeepCompiled({ type: 'KEEP_COMPILED', payload: { scripts: 'x' } }, site)).toEqual([]);
    expect(
      scriptsToKeepCompiled({ type: 'KEEP_COMPILED', payload: { scripts: [42, `${site}/a.1a2b3c4d.js`] } }, site),
    ).toEqual([`${site}/a.1a2b3c4d.js`]);
    const many = Array.from(
      { length: MOST_SCRIPTS_KEPT_AT_INSTALL + 50 },
      (_, index) => `${site}/${index}.${'1a2b3c4d'}.js`,
    );
    expect(keepCompiledMessage(many).payload.scripts).toHaveLength(MOST_SCRIPTS_KEPT_AT_INSTALL);
    expect(scriptsToKeepCompiled({ type: 'KEEP_COMPILED', payload: { scripts: many } }, site)).toHaveLength(
      MOST_SCRIPTS_KEPT_AT_INSTALL,
    );
  });
});
