// One line for an exposure (issue 27), as the lightbox's bar and the scan page show it beside the film:
// 'Leica M6 · Summicron 35 mm f/2 · f/8 · 1/250 s · +1/3 EV'.

export interface ExposureValues {
  cameraMake?: string | null;
  cameraModel?: string | null;
  lens?: string | null;
  focalLength?: number | null;
  fNumber?: number | null;
  shutter?: string | null;
  exposureCompensation?: number | null;
  filter?: string | null;
}

/** 'Leica' + 'M6' → 'Leica M6'; a model that already names its make ('Nikon FM2' by Nikon) once. */
export function cameraName(make?: string | null, model?: string | null): string | null {
  if (!make) return model || null;
  if (!model) return make;
  return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
}

const number = (value: number) => String(Number(value.toFixed(1)));

/** 0.33 → '+1/3', -1.67 → '−1 2/3', 0.5 → '+1/2', 2 → '+2', 0.7 → '+0.7'. */
export function evText(ev: number): string {
  const sign = ev < 0 ? '−' : '+';
  const abs = Math.abs(ev);
  const whole = Math.floor(abs + 1e-9);
  const rest = abs - whole;
  const fractions: Array<[number, string]> = [
    [0, ''],
    [1 / 3, '1/3'],
    [1 / 2, '1/2'],
    [2 / 3, '2/3'],
    [1, ''],
  ];
  const near = fractions.find(([value]) => Math.abs(rest - value) < 0.02);
  if (!near) return `${sign}${number(abs)}`;
  const wholePart = near[0] === 1 ? whole + 1 : whole;
  const parts = [wholePart ? String(wholePart) : '', near[1]].filter(Boolean);
  return `${sign}${parts.join(' ') || '0'}`;
}

/** '1/250' → '1/250 s', '2"' → '2 s', 'B' → 'Bulb'. */
export function shutterText(shutter: string): string {
  if (shutter === 'B') return 'Bulb';
  return `${shutter.replace(/["″]$/, '')} s`;
}

export function exposureSummary(e: ExposureValues): string {
  const focal = e.focalLength ? `${number(e.focalLength)} mm` : null;
  const lensNamesFocal = e.lens && e.focalLength && e.lens.includes(String(Math.round(e.focalLength)));
  const parts = [
    cameraName(e.cameraMake, e.cameraModel),
    e.lens ?? null,
    lensNamesFocal ? null : focal,
    e.fNumber ? `f/${number(e.fNumber)}` : null,
    e.shutter ? shutterText(e.shutter) : null,
    e.exposureCompensation ? `${evText(e.exposureCompensation)} EV` : null,
    e.filter ?? null,
  ];
  return parts.filter(Boolean).join(' · ');
}
