// A bench that hangs (a browser or a server that never answers) must not hold the machine.

/** Exits the process with an error once `minutes` have passed; does not keep it alive. */
export function giveUpAfter(minutes: number, what: string): void {
  setTimeout(() => {
    console.error(`${what} took longer than ${minutes} minutes; giving up.`);
    process.exit(1);
  }, minutes * 60_000).unref();
}
