/** A deterministic source of numbers in [0, 1): the same seed gives the same sequence everywhere. */
export type Random = () => number;

/**
 * A small seeded generator (32-bit state, Weyl sequence mixed by multiply–xorshift rounds). Not
 * for secrets: it only makes test mailboxes reproducible.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 0x1_0000_0000;
  };
}

/** An integer in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Picks indexes 0..n-1 with Zipf-like weights 1/(rank+1)^exponent: a few senders write most of the
 * mail, a long tail writes a message or two, as in a real inbox.
 */
export function createZipfPicker(random: Random, n: number, exponent = 1.1): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
