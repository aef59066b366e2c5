import type { FilmLook, Rgb, Scene } from './scenes';

/** A small deterministic generator (mulberry32), so the same scene always paints the same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Smooth 1-D noise: a sum of sines with random phases and halving amplitudes. */
function ridgeFunction(rand: () => number, octaves: number): (x: number) => number {
  const waves = Array.from({ length: octaves }, (_, i) => ({
    freq: (1.5 + rand() * 1.5) * 2 ** i,
    phase: rand() * Math.PI * 2,
    amp: 0.5 ** i,
  }));
  const total = waves.reduce((sum, w) => sum + w.amp, 0);
  return (x) =>
    waves.reduce((sum, w) => sum + w.amp * Math.sin(x * w.freq * Math.PI * 2 + w.phase), 0) / total;
}

const mix = (a: Rgb, b: Rgb, t: number): [number, number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

interface Layer {
  /** Height of the ridge (fraction from the top) at column x. */
  top: Float32Array;
  color: [number, number, number];
}

function landLayers(scene: Scene, width: number, rand: () => number): Layer[] {
  const count = scene.terrain === 'sea' ? 1 : scene.terrain === 'city' ? 2 : 4;
  const roughness = { mountains: 0.16, hills: 0.06, sea: 0.004, desert: 0.035, city: 0, forest: 0.05 }[
    scene.terrain
  ];
  return Array.from({ length: count }, (_, k) => {
    const near = (k + 1) / count;
    const ridge = ridgeFunction(rand, scene.terrain === 'forest' ? 7 : 5);
    const top = new Float32Array(width);
    const base = scene.horizon + (near - 1 / count) * 0.22;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      let h = base - roughness * (1.1 - near * 0.5) * (ridge(u) + 1);
      if (scene.terrain === 'forest') h -= Math.abs(Math.sin(u * (60 + k * 25) + k)) ** 6 * 0.05 * near;
      if (scene.terrain === 'city' && k === 0) {
        const block = Math.floor(u * 22 + rand() * 0.001);
        const tall = random(scene.seed + block)();
        h = scene.horizon - 0.05 - tall * 0.22;
      }
      top[x] = h;
    }
    return { top, color: mix(scene.skyHorizon, scene.land, 0.35 + 0.65 * near) };
  });
}

/** Colour rendering of the "stock": tone curve, cast and saturation. */
function filmTone(look: FilmLook, r: number, g: number, b: number): [number, number, number] {
  // A soft S-curve with lifted blacks, as scanned negative film tends to look.
  const curve = (v: number) => {
    const x = Math.min(1, Math.max(0, v / 255));
    const s = x * x * (3 - 2 * x);
    return (0.06 + 0.9 * (0.55 * x + 0.45 * s)) * 255;
  };
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  const saturate = (amount: number) => [
    luma + (r - luma) * amount,
    luma + (g - luma) * amount,
    luma + (b - luma) * amount,
  ];
  switch (look) {
    case 'mono':
      return [curve(luma * 1.02), curve(luma), curve(luma * 0.98)];
    case 'vivid': {
      const [vr, vg, vb] = saturate(1.35);
      return [curve(vr!), curve(vg!), curve(vb! * 1.03)];
    }
    case 'cool': {
      const [cr, cg, cb] = saturate(0.8);
      return [curve(cr! * 0.96), curve(cg! * 1.01), curve(cb! * 1.06)];
    }
    case 'tungsten': {
      const [tr, tg, tb] = saturate(1.1);
      return [curve(tr! * 1.04), curve(tg! * 0.98), curve(tb! * 1.08)];
    }
    default: {
      const [wr, wg, wb] = saturate(0.92);
      return [curve(wr! * 1.06), curve(wg! * 1.01), curve(wb! * 0.9)];
    }
  }
}

/** Paints the scene at width × height as packed 8-bit RGB. */
export function paintScene(scene: Scene, width: number, height: number): Buffer {
  const rand = random(scene.seed);
  const layers = landLayers(scene, width, rand);
  const clouds = ridgeFunction(rand, 4);
  const out = Buffer.alloc(width * height * 3);
  const sunX = scene.sun.x * width;
  const sunY = scene.sun.y * height;
  const sunR = scene.sun.size * Math.max(width, height);
  const grain = random(scene.seed ^ 0x5bd1e995);
  const water = scene.terrain === 'sea';

  for (let y = 0; y < height; y++) {
    const v = y / height;
    for (let x = 0; x < width; x++) {
      const u = x / width;
      // Sky: gradient toward the horizon, streaks of cloud, the sun and its glow.
      const skyV = water && v > scene.horizon ? 2 * scene.horizon - v : v;
      const t = Math.min(1, Math.max(0, skyV / scene.horizon)) ** 1.6;
      let [r, g, b] = mix(scene.skyTop, scene.skyHorizon, t);
      const streak = Math.max(0, clouds(u * 0.6 + skyV * 3.1) * Math.sin(skyV * 38 + u * 2)) * (1 - t) * 0.25;
      r += (255 - r) * streak;
      g += (255 - g) * streak;
      b += (255 - b) * streak;
      const sy = water && v > scene.horizon ? 2 * scene.horizon * height - y : y;
      const d = Math.hypot(x - sunX, sy - sunY) / sunR;
      const glow = d < 1 ? 1 : Math.exp(-(d - 1) * 0.9) * 0.55;
      [r, g, b] = mix([r, g, b], scene.sun.color, glow);
      if (water && v > scene.horizon) {
        // Water: the reflected sky, darker, broken by horizontal ripples.
        const ripple =
          0.82 + 0.12 * Math.sin(y * 0.9 + Math.sin(x * 0.013) * 4) * Math.min(1, (v - scene.horizon) * 8);
        [r, g, b] = mix([r * ripple, g * ripple, b * ripple], scene.land, 0.35 + (v - scene.horizon) * 0.6);
      }
      for (const layer of layers) {
        if (v >= layer.top[x]!) {
          const depth = Math.min(1, (v - layer.top[x]!) * 3);
          [r, g, b] = mix(
            layer.color,
            [layer.color[0] * 0.6, layer.color[1] * 0.6, layer.color[2] * 0.6],
            depth,
          );
          if (scene.terrain === 'city' && layer === layers[0]) {
            const lit = Math.sin(x * 0.35) > 0.6 && Math.sin(y * 0.45) > 0.5 && grain() > 0.55;
            if (lit) [r, g, b] = mix([r, g, b], [255, 200, 120], 0.7);
          }
        }
      }
      // Film: tone and cast, vignette, fine grain.
      [r, g, b] = filmTone(scene.look, r, g, b);
      const vignette = 1 - 0.28 * ((u - 0.5) ** 2 + (v - 0.5) ** 2) * 2;
      const noise = (grain() - 0.5) * 10;
      const i = (y * width + x) * 3;
      out[i] = Math.max(0, Math.min(255, r * vignette + noise));
      out[i + 1] = Math.max(0, Math.min(255, g * vignette + noise));
      out[i + 2] = Math.max(0, Math.min(255, b * vignette + noise));
    }
  }
  return out;
}
