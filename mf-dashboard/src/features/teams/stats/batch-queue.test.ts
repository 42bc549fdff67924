import { createBatchQueue } from './batch-queue';

/** A task that records when it started and finishes `takesMs` later with `value`. */
function timedTask<T>(log: Array<[string, number]>, name: string, value: T, takesMs = 100, fails = false) {
  return () => {
    log.push([name, Date.now()]);
    return new Promise<T>((resolve, reject) =>
      setTimeout(() => (fails ? reject(new Error(`${name} failed`)) : resolve(value)), takesMs),
    );
  };
}

describe('the score batches (docs/screens/teams.md §4.3: 3 teams at a time, 500 ms between batches)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts 3 tasks together, and the next 3 only 500 ms after the batch ended', async () => {
    const queue = createBatchQueue({ size: 3, pauseMs: 500 });
    const started: Array<[string, number]> = [];
    const results = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) =>
      queue.run(timedTask(started, name, name.toUpperCase())),
    );

    await jest.advanceTimersByTimeAsync(0);
    expect(started.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    // The first batch ends at 100 ms; nothing more may start before 600 ms.
    await jest.advanceTimersByTimeAsync(599);
    expect(started).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(started.map(([name]) => name)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(started).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
      ['d', 600],
      ['e', 600],
      ['f', 600],
      ['g', 1200],
    ]);
    await expect(Promise.all(results)).resolves.toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('waits for the slowest task of a batch before pausing', async () => {
    const queue = createBatchQueue({ size: 3, pauseMs: 500 });
    const started: Array<[string, number]> = [];
    void queue.run(timedTask(started, 'quick', 1, 10));
    void queue.run(timedTask(started, 'slow', 2, 1000));
    void queue.run(timedTask(started, 'medium', 3, 300));
    void queue.run(timedTask(started, 'next', 4, 10));
    await jest.advanceTimersByTimeAsync(5000);
    expect(started.find(([name]) => name === 'next')).toEqual(['next', 1500]);
  });

  it('keeps the pause for a task that arrives while the queue is idle, and starts a late one at once', async () => {
    const queue = createBatchQueue({ size: 3, pauseMs: 500 });
    const started: Array<[string, number]> = [];
    void queue.run(timedTask(started, 'first', 1, 100));
    await jest.advanceTimersByTimeAsync(200);
    // The first batch ended at 100 ms: one more task (a card opened later) waits until 600 ms.
    void queue.run(timedTask(started, 'soon after', 2, 100));
    await jest.advanceTimersByTimeAsync(1000);
    void queue.run(timedTask(started, 'much later', 3, 100));
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual([
      ['first', 0],
      ['soon after', 600],
      ['much later', 1200],
    ]);
  });

  it('passes a failure to its own caller only, and goes on with the next batch', async () => {
    const queue = createBatchQueue({ size: 2, pauseMs: 500 });
    const started: Array<[string, number]> = [];
    const failing = queue.run(timedTask(started, 'failing', 0, 50, true));
    const fine = queue.run(timedTask(started, 'fine', 1, 50));
    const later = queue.run(timedTask(started, 'later', 2, 50));
    const settled = Promise.allSettled([failing, fine, later]);
    await jest.advanceTimersByTimeAsync(1000);
    const [a, b, c] = await settled;
    expect(a).toEqual({ status: 'rejected', reason: new Error('failing failed') });
    expect(b).toEqual({ status: 'fulfilled', value: 1 });
    expect(c).toEqual({ status: 'fulfilled', value: 2 });
    expect(started.map(([name, at]) => [name, at])).toEqual([
      ['failing', 0],
      ['fine', 0],
      ['later', 550],
    ]);
  });

  it('stops waiting for a batch that hangs after the stall limit, and goes on', async () => {
    const queue = createBatchQueue({ size: 1, pauseMs: 500, stallMs: 3000 });
    const started: Array<[string, number]> = [];
    void queue.run(timedTask(started, 'hung', 0, 60_000));
    const next = queue.run(timedTask(started, 'next', 1, 10));
    await jest.advanceTimersByTimeAsync(4000);
    expect(started).toEqual([
      ['hung', 0],
      ['next', 3500],
    ]);
    await expect(next).resolves.toBe(1);
  });
});
