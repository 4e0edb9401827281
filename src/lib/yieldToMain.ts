/**
 * Ends the current task: what follows runs in a task of its own, after the browser has painted and handled
 * input. Start-up awaits it between its large steps, so a phone meets several shorter tasks instead of one
 * long one (docs/performance.md).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
