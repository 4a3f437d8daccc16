import { describe, expect, it, vi } from 'vitest';
import { inATaskOfItsOwn, nextTask } from './next-task.ts';

describe('a task of its own', () => {
  it('when asked for, then the work runs after the current task and its microtasks, not during it', async () => {
    const order: string[] = [];
    inATaskOfItsOwn(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('now');
    await vi.waitFor(() => expect(order).toContain('task'));
    expect(order).toEqual(['now', 'microtask', 'task']);
  });

  it('when cancelled before it runs, then the work never runs', async () => {
    const run = vi.fn();
    inATaskOfItsOwn(run)();
    await nextTask();
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });
});
