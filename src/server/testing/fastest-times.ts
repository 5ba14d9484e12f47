/**
 * The fastest of `tries` runs of each call, the calls taken in turn (a, b, a, b, ...): a busy moment
 * of the machine then slows both alike, so comparing the two says how the code differs, not when
 * each happened to run.
 */
export async function fastestTimesInTurn(tries: number, calls: readonly (() => Promise<unknown>)[]): Promise<number[]> {
  const fastest = calls.map(() => Infinity);
  for (let round = 0; round < tries; round++) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      await call();
      fastest[index] = Math.min(fastest[index]!, performance.now() - started);
    }
  }
  return fastest;
}
