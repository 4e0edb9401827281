import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPaintGate } from './firstPaint';

/** Whether `promise` has settled once the callbacks already queued have run. */
async function hasSettled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the first-paint gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first page, then for the frame that paints it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const gate = createFirstPaintGate();
    const painted = gate.afterFirstPaint();
    expect(await hasSettled(painted)).toBe(false);

    gate.markFirstPageRendered();
    // Rendered, but the frame that paints it has not come yet.
    expect(await hasSettled(painted)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(await hasSettled(painted)).toBe(true);
  });

  it('stays open: what asks after the first paint starts at once', async () => {
    const gate = createFirstPaintGate();
    gate.markFirstPageRendered();
    await gate.afterFirstPaint();
    expect(await hasSettled(gate.afterFirstPaint())).toBe(true);
  });

  it('lets each waiter start in a task of its own, in the order they asked', async () => {
    const pauses: (() => void)[] = [];
    const gate = createFirstPaintGate(() => new Promise<void>((resolve) => pauses.push(resolve)));
    const started: string[] = [];
    const waiters = ['panels', 'table kit', 'charts'].map((name) =>
      gate.afterFirstPaint().then(() => started.push(name)),
    );
    gate.markFirstPageRendered();
    await vi.waitFor(() => expect(started).toEqual(['panels']));
    // Nothing else starts until the task has ended.
    expect(await hasSettled(waiters[1]!.then(() => undefined))).toBe(false);
    pauses.shift()!();
    await vi.waitFor(() => expect(started).toEqual(['panels', 'table kit']));
    pauses.shift()!();
    await vi.waitFor(() => expect(started).toEqual(['panels', 'table kit', 'charts']));
    // The last one leaves no pause behind.
    expect(pauses).toHaveLength(0);
  });
});
