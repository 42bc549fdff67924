import { EntriesRevalidatedTogether, REVALIDATED_FOR_MS } from './entries-revalidated-together';

const remote = 'http://localhost:3002';

/** A network whose answers the test settles, and a clock it moves. */
function setUp() {
  const asked: string[] = [];
  const pending = new Map<string, { settle: (response: Response) => void; fail: (error: Error) => void }>();
  const fetchEntry = (url: string) => {
    asked.push(url);
    return new Promise<Response>((settle, fail) => pending.set(url, { settle, fail }));
  };
  let now = 1_000;
  const together = new EntriesRevalidatedTogether(fetchEntry, () => now);
  return {
    together,
    asked,
    answer: (url: string, body: string, status = 200) => pending.get(url)!.settle(new Response(body, { status })),
    fail: (url: string) => pending.get(url)!.fail(new TypeError('Failed to fetch')),
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('the entries revalidated together as a load starts', () => {
  it('asks the network for every kept entry at once, before any is answered', () => {
    const { together, asked } = setUp();
    void together.start([
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
      'http://localhost:3000/remotes.json',
    ]);
    expect(asked).toEqual([
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
      'http://localhost:3000/remotes.json',
    ]);
  });

  it('gives the page the network’s answer of this load, a redeployed entry as it now is', async () => {
    const { together, answer } = setUp();
    void together.start([`${remote}/remoteEntry.js`]);
    answer(`${remote}/remoteEntry.js`, 'the new deployment');
    await expect(together.take(`${remote}/remoteEntry.js`)!.then((response) => response.text())).resolves.toBe(
      'the new deployment',
    );
  });

  it('gives an answer once: a second request for the same entry asks the network itself', () => {
    const { together } = setUp();
    void together.start([`${remote}/remoteEntry.js`]);
    expect(together.take(`${remote}/remoteEntry.js`)).toBeDefined();
    expect(together.take(`${remote}/remoteEntry.js`)).toBeUndefined();
  });

  it('has nothing for an entry the load did not start', () => {
    const { together } = setUp();
    void together.start([`${remote}/remoteEntry.js`]);
    expect(together.take('http://localhost:3003/remoteEntry.js')).toBeUndefined();
  });

  it('never serves an answer older than its window, nor one an earlier load started', () => {
    const { together, later } = setUp();
    void together.start([`${remote}/remoteEntry.js`, `${remote}/mf-manifest.json`]);
    later(REVALIDATED_FOR_MS + 1);
    expect(together.take(`${remote}/remoteEntry.js`)).toBeUndefined();

    void together.start([`${remote}/remoteEntry.js`]);
    // The manifest was the first load's, not taken: the new load dropped it.
    expect(together.take(`${remote}/mf-manifest.json`)).toBeUndefined();
    expect(together.take(`${remote}/remoteEntry.js`)).toBeDefined();
  });

  it('passes a failed request (offline) to the page’s request, which then falls back', async () => {
    const { together, fail } = setUp();
    void together.start([`${remote}/remoteEntry.js`]);
    fail(`${remote}/remoteEntry.js`);
    await expect(together.take(`${remote}/remoteEntry.js`)).rejects.toThrow('Failed to fetch');
  });

  it('settles once every answer has, failed ones included (the worker stays alive until then)', async () => {
    const { together, answer, fail } = setUp();
    let settled = false;
    void together.start([`${remote}/remoteEntry.js`, `${remote}/mf-manifest.json`]).then(() => {
      settled = true;
    });
    answer(`${remote}/remoteEntry.js`, 'entry');
    await Promise.resolve();
    expect(settled).toBe(false);
    fail(`${remote}/mf-manifest.json`);
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).toBe(true);
  });
});
