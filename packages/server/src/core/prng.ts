/** A seeded pseudo-random stream: the demo data must come out the same on every run. */
export type RandomStream = () => number;

/** mulberry32: tiny, fast and good enough for plausible noise; returns numbers in [0, 1). */
export function mulberry32(seed: number): RandomStream {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Roughly normal noise (mean 0, sd 1) from the sum of uniforms, without trigonometry. */
export function gaussian(random: RandomStream): number {
  return random() + random() + random() + random() + random() + random() - 3;
}
