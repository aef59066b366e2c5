import { describe, expect, it } from 'vitest';
import { paintScene } from '../../../scripts/community-images/paint';
import { sceneFor } from './insert-scans';
import { SEED_SCAN_ROLLS } from './scans-data';

const blackAndWhite = (tags: string[]) =>
  tags.some((tag) => tag.startsWith('Process/BW') || /Tri-X|HP5|Delta|T-Max/.test(tag));

describe('the demo scans (issue 26)', () => {
  it('paints black and white film in grey: Tri-X’s frames have no colour', () => {
    const bw = SEED_SCAN_ROLLS.filter((roll) => blackAndWhite(roll.tags));
    expect(bw.map((roll) => roll.name)).toContain('Night walks');
    for (const roll of bw) {
      expect(roll.look).toBe('mono');
      const pixels = paintScene(sceneFor(roll, 0), 48, 32);
      let spread = 0;
      for (let i = 0; i < pixels.length; i += 3) {
        const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
        spread = Math.max(spread, Math.max(r, g, b) - Math.min(r, g, b));
      }
      expect(spread).toBeLessThan(16);
    }
  });

  it('paints colour film in colour', () => {
    for (const roll of SEED_SCAN_ROLLS.filter((r) => !blackAndWhite(r.tags)))
      expect(roll.look).not.toBe('mono');
  });
});
