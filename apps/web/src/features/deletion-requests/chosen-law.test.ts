import { describe, expect, it } from 'vitest';
import { initialLaw, rememberLaw } from './chosen-law';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the law a preview starts from', () => {
  it('is none for a US English browser until the person chooses', () => {
    expect(initialLaw(memoryStorage(), ['en-US', 'en'])).toBeNull();
  });

  it('is the law the person chose last, whatever the browser says', () => {
    const storage = memoryStorage();
    rememberLaw('uk-gdpr', storage);
    expect(initialLaw(storage, ['en-US'])).toBe('uk-gdpr');
    rememberLaw('ccpa', storage);
    expect(initialLaw(storage, ['de-DE'])).toBe('ccpa');
  });

  it("falls back to the browser's region when what is stored is no law", () => {
    const storage = memoryStorage();
    storage.setItem('chosenLaw', 'hipaa');
    expect(initialLaw(storage, ['en-GB'])).toBe('uk-gdpr');
  });
});
