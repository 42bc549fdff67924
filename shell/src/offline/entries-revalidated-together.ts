// The entries a returning load will ask for, revalidated all at once as the load starts
// (docs/web.md §14). A page asks for them one after the other (the page, then a remote's
// manifest, then its entry), and on a phone's network each answer, a 304 included, is a round
// trip; the worker asks the network for all of them when it sees the navigation, so the load
// waits for about one round trip instead of three. They stay the network's answers of this
// load: a remote deployed on its own is still picked up by the very next load.

/**
 * How long an answer started by a navigation may serve that load's request for it. A page asks
 * for its entries within its first seconds (the opened screen's remote, then the idle preload
 * of the others); an answer older than this is another load's, and the request asks the
 * network itself.
 */
export const REVALIDATED_FOR_MS = 30_000;

type Held = { answer: Promise<Response>; startedAt: number };

export class EntriesRevalidatedTogether {
  private held = new Map<string, Held>();

  /** `fetchEntry` asks the network for one entry; `now` is the clock (tests pass their own). */
  constructor(
    private readonly fetchEntry: (url: string) => Promise<Response>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A load starts: asks the network for each of `urls` at once, dropping what an earlier load
   * started and did not use. Settles once every answer has (the worker keeps itself alive
   * until then).
   */
  start(urls: readonly string[]): Promise<unknown> {
    this.held.clear();
    const startedAt = this.now();
    const answers = urls.map((url) => {
      const answer = this.fetchEntry(url);
      // A failed request (offline) is seen by the one that takes it, or by no one.
      answer.catch(() => undefined);
      this.held.set(url, { answer, startedAt });
      return answer;
    });
    return Promise.allSettled(answers);
  }

  /**
   * This load's network answer for `url`, given once (a response's body is read once): none when
   * the load did not start one, it was already taken, or it is older than REVALIDATED_FOR_MS.
   */
  take(url: string): Promise<Response> | undefined {
    const held = this.held.get(url);
    if (!held) return undefined;
    this.held.delete(url);
    return this.now() - held.startedAt <= REVALIDATED_FOR_MS ? held.answer : undefined;
  }
}
