import type { SignalStorage } from '../send-permission-signals';

/** A `localStorage` of a test's own, which also lists the keys it holds. */
export function memoryStorage(): SignalStorage & { keys: () => string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}
