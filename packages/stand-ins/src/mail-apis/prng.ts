/** A seeded source of pseudo-random numbers; the same seed always yields the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Shuffles `items` in place and returns it. */
  shuffle<T>(items: T[]): T[];
  /** Sixteen lower-case hex digits, shaped like a Gmail message id. */
  hexId(): string;
}

function hashSeed(seed: number | string): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Creates a counter-based generator: a Weyl sequence (a counter stepped by an odd constant) run
 * through MurmurHash3's 32-bit finalizer. Plenty for test data, and fast enough for millions of draws.
 */
export function createRandom(seed: number | string): Random {
  let counter = hashSeed(seed);
  const nextUint32 = () => {
    counter = (counter + 0x9e3779b9) >>> 0;
    let mixed = counter;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
  const next = () => nextUint32() / 2 ** 32;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      for (let index = items.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [items[index], items[other]] = [items[other] as never, items[index] as never];
      }
      return items;
    },
    hexId: () =>
      nextUint32().toString(16).padStart(8, '0') + nextUint32().toString(16).padStart(8, '0'),
  };
}
