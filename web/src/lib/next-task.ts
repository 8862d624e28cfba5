/**
 * Resolves in a task of its own, after the browser has had its turn: work that follows it is not
 * part of the task that awaited it. On a slow phone two short tasks keep the page answering where
 * one long one would not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
