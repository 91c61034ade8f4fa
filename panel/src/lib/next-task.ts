/**
 * Resolves in a new task, so the work before and after an `await nextTask()` are two short tasks
 * instead of one long one: a phone stays responsive while the app starts (decision 042).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
