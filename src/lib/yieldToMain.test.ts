import { describe, expect, it, vi } from 'vitest';
import { yieldToInput, yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  it('resumes in a later task, not in a microtask of the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
  });
});

describe('yieldToInput', () => {
  it('resumes in a later task, after the microtasks of the current one', async () => {
    const order: string[] = [];
    void Promise.resolve().then(() => order.push('microtask'));
    const resumed = yieldToInput().then(() => order.push('after the yield'));
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'microtask', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToInput();
    vi.unstubAllGlobals();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
