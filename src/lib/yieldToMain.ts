/**
 * Ends the current task: what follows runs in a task of its own, after the browser has painted and handled
 * input. Start-up awaits it between its large steps, so a phone meets several shorter tasks instead of one
 * long one (docs/performance.md).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser handle input between the slices of a long piece of work, and resumes as soon as it has.
 * `scheduler.yield()` resumes ahead of other queued tasks; where it is missing a message-channel task
 * does, since a timer chain is clamped to 4 ms after a few rounds.
 */
export function yieldToInput(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: YieldingScheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
