import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yieldToMain';

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
