/** Every method of an actions port returns a promise, so a call can wait for its module to load. */
type AsyncMethods<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<R>
    : never;
};

/**
 * An actions object whose implementation loads on the first call. The implementations pull in
 * supabase-js calls, zod parsing and time-zone code that no page needs before a user acts; this
 * keeps them out of the entry chunk (DESIGN §8 route budget) at the cost of one chunk load on the
 * first sign-in, join or invitation.
 */
export function lazyActions<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_, name) {
      return async (...args: unknown[]) => {
        loading ??= load();
        const actions = await loading;
        const method = actions[name as keyof T] as (...a: unknown[]) => Promise<unknown>;
        return method.apply(actions, args);
      };
    },
  });
}
