/**
 * Runs `step` on each item while the browser is idle: as many as fit in an idle period (at least
 * one), then the rest in the next. Inserting the panel's 35 prefetch links in one go was a task of
 * 20–30 ms, a quarter of a second on a phone, which Lighthouse counted as blocking time
 * (docs/decisions/076). Without requestIdleCallback (Safari), a few items per timer tick.
 */
export function inIdleSlices<T>(items: readonly T[], step: (item: T) => void): void {
  const queue = [...items];
  const PER_TICK = 4;
  const run = (deadline?: IdleDeadline) => {
    let done = 0;
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      step(item);
      done += 1;
      if (deadline ? deadline.timeRemaining() < 2 : done >= PER_TICK) break;
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if ("requestIdleCallback" in globalThis) requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 50);
  };
  if (queue.length > 0) schedule();
}
