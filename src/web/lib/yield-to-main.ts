type TSchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in
 * between: a phone under load counts every task over 50 ms as blocking. scheduler.yield() keeps our
 * place ahead of other queued work where the browser has it; a zero timeout does the rest.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TSchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
