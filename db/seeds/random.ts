/** A deterministic pseudo-random source, so every machine seeds the same demo data from the same seed. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One key, chosen with probability proportional to its weight. */
  weighted: <K extends string>(weights: Readonly<Partial<Record<K, number>>>) => K;
  /** An index into `weights`, chosen with probability proportional to the weight there. */
  weightedIndex: (weights: readonly number[]) => number;
  /** `count` distinct items in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A version-4-shaped UUID drawn from this source, so seeded ids are stable too. */
  uuid: () => string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  // mulberry32: tiny, fast and good enough for demo data (not for secrets).
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => uint32() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };

  const weightedIndex = (weights: readonly number[]): number => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let roll = next() * total;
    for (let i = 0; i < weights.length; i++) {
      roll -= weights[i]!;
      if (roll < 0) return i;
    }
    return weights.length - 1;
  };

  const weighted = <K extends string>(weights: Readonly<Partial<Record<K, number>>>): K => {
    const keys = Object.keys(weights) as K[];
    return keys[weightedIndex(keys.map((key) => weights[key] ?? 0))]!;
  };

  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };

  const uuid = (): string => {
    const hex = [uint32(), uint32(), uint32(), uint32()].map((n) => n.toString(16).padStart(8, '0')).join('');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };

  return { next, int, chance: (p) => next() < p, pick, weighted, weightedIndex, sample, uuid };
}
