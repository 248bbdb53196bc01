/**
 * The smallest external store an island reads with `useSyncExternalStore`: a snapshot that is replaced, never
 * mutated, and listeners told of each replacement.
 */
export interface Store<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

/** A store holding `initial`, with `set` to replace part of it (a new object, so React sees the change). */
export function createStore<T extends object>(initial: T): Store<T> & { set: (change: Partial<T>) => void } {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    set(change) {
      snapshot = { ...snapshot, ...change };
      for (const listener of listeners) listener();
    },
  };
}
