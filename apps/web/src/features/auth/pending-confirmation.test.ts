import { describe, expect, it } from 'vitest';
import {
  clearPendingConfirmation,
  readPendingConfirmation,
  savePendingConfirmation,
  type ConfirmationStorage,
} from './pending-confirmation';

/** A tab's `sessionStorage`, which also shows what it holds. */
function tabStorage(): ConfirmationStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function refusingStorage(): ConfirmationStorage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

describe('the address being confirmed', () => {
  it('is read back after a reload of the tab', () => {
    const storage = tabStorage();
    savePendingConfirmation({ email: 'ada@example.com', name: 'Ada' }, storage);
    expect(readPendingConfirmation(storage)).toEqual({ email: 'ada@example.com', name: 'Ada' });
  });

  it('keeps the address and name only, whatever else is passed', () => {
    const storage = tabStorage();
    const withPassword = { email: 'ada@example.com', name: 'Ada', password: 'Reclaim!2026x' };
    savePendingConfirmation(withPassword, storage);
    expect([...storage.items.values()].join()).not.toContain('Reclaim!2026x');
  });

  it('is gone once confirmed', () => {
    const storage = tabStorage();
    savePendingConfirmation({ email: 'ada@example.com' }, storage);
    clearPendingConfirmation(storage);
    expect(readPendingConfirmation(storage)).toBeNull();
  });

  it.each(['not json', '{"name":"Ada"}', '{"email":""}', '{"email":"a@example.com","name":7}'])(
    'is unknown when the tab holds %s',
    (text) => {
      const storage = tabStorage();
      storage.setItem('reclaim.pendingConfirmation', text);
      expect(readPendingConfirmation(storage)).toBeNull();
    },
  );

  it('is unknown, without an error, where the browser refuses storage', () => {
    const storage = refusingStorage();
    expect(() => savePendingConfirmation({ email: 'ada@example.com' }, storage)).not.toThrow();
    expect(readPendingConfirmation(storage)).toBeNull();
    expect(() => clearPendingConfirmation(storage)).not.toThrow();
  });
});
