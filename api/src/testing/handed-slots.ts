/**
 * A provider limiter's slots handed out by the test, one at a time, instead of by a clock: a
 * test of who goes next counts calls, not milliseconds.
 */
export type HandedSlots = {
  /** The limiter's Slots: answers when the test gives a slot. */
  next: () => Promise<void>;
  /** Lets everything that can run without a new slot (and without I/O) run. */
  settle(): Promise<void>;
  /** Gives `count` slots, one at a time, each once the limiter asked for it, settling after each. */
  give(count: number): Promise<void>;
  /** Lets the work run on, giving no slot, until `condition` holds. */
  until(condition: () => boolean): Promise<void>;
  /** Gives a slot each time one is asked for, until `work` is over; answers how many it gave. */
  giveUntil(work: Promise<unknown>): Promise<number>;
};

export function handedSlots(): HandedSlots {
  const asking: Array<() => void> = [];
  /** Told when the limiter asks for a slot. */
  let asked: (() => void) | null = null;
  // Each turn of the event loop lets the promise chains the last slot started run on.
  const settle = async () => {
    for (let round = 0; round < 5; round++) await new Promise((resolve) => setImmediate(resolve));
  };
  const slotAsked = () => (asking.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (asked = resolve)));
  return {
    next: () =>
      new Promise<void>((resolve) => {
        asking.push(resolve);
        asked?.();
        asked = null;
      }),
    settle,
    async until(condition) {
      while (!condition()) await new Promise((resolve) => setImmediate(resolve));
    },
    async give(count) {
      for (let given = 0; given < count; given++) {
        await settle();
        const slot = asking.shift();
        if (!slot) throw new Error(`no call asked for slot ${given + 1} of ${count}`);
        slot();
      }
      await settle();
    },
    async giveUntil(work) {
      let over = false;
      const done = work.then(
        () => (over = true),
        () => (over = true),
      );
      let given = 0;
      for (;;) {
        await Promise.race([done, slotAsked()]);
        if (over) return given;
        asking.shift()!();
        given++;
      }
    },
  };
}
