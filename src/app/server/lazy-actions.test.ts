import { describe, expect, it, vi } from 'vitest';
import { lazyActions } from './lazy-actions';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('lazyActions', () => {
  it('loads the implementation once, on the first call, and forwards every call', async () => {
    let calls = 0;
    const load = vi.fn(async (): Promise<Greeter> => ({
      greet: async (name) => `hello ${name}`,
      count: async () => ++calls,
    }));
    const greeter = lazyActions<Greeter>(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([greeter.greet('Ada'), greeter.count()]);
    expect([a, b]).toEqual(['hello Ada', 1]);
    expect(await greeter.count()).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
