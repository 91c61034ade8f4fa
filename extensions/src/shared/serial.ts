/**
 * A queue of async tasks: each starts after every task queued before it has settled, so
 * read-modify-write sequences on chrome.storage never interleave within one service worker.
 * Never queue a task from inside a queued task (it would wait for itself).
 */
export function createQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
