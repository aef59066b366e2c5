import { describe, expect, it } from 'vitest';
import { displayHandle, LAB_SOCIAL_HANDLE } from './social-handle';

describe('displayHandle (spec §5)', () => {
  it.each([
    // empty shows the lab's own handle
    ['', LAB_SOCIAL_HANDLE],
    ['   ', LAB_SOCIAL_HANDLE],
    [null, LAB_SOCIAL_HANDLE],
    [undefined, LAB_SOCIAL_HANDLE],
    ['@', LAB_SOCIAL_HANDLE],
    // a leading @ is stripped and re-added
    ['casey.moreno', '@casey.moreno'],
    ['@casey.moreno', '@casey.moreno'],
    ['@@mateo_shoots', '@mateo_shoots'],
    ['  @priya.on.film  ', '@priya.on.film'],
    // a profile URL reduces to its username
    ['https://www.instagram.com/jordankim.film/', '@jordankim.film'],
    ['https://instagram.com/leo.b.35mm', '@leo.b.35mm'],
    ['http://instagram.com/sofia.rossi.analog/?hl=en', '@sofia.rossi.analog'],
    ['instagram.com/daniel_nguyen', '@daniel_nguyen'],
    ['www.instagram.com/hannah.okafor#top', '@hannah.okafor'],
    ['https://www.tiktok.com/@grace.shoots', '@grace.shoots'],
    ['HTTPS://INSTAGRAM.COM/Loud.Name', '@Loud.Name'],
    ['https://instagram.com/', LAB_SOCIAL_HANDLE],
    ['https://instagram.com', LAB_SOCIAL_HANDLE],
    ['https://', LAB_SOCIAL_HANDLE],
    ['https://instagram.com/%E0%A4%A', '@%E0%A4%A'],
    // a handle with dots is not mistaken for a URL unless it ends in a path or a domain-like suffix
    ['priya.on.film', '@priya.on.film'],
    ['two words', '@two'],
  ])('%j → %s', (raw, expected) => {
    expect(displayHandle(raw)).toBe(expected);
  });

  it('uses the given fallback for an empty handle', () => {
    expect(displayHandle('', '@nicefilmlab')).toBe('@nicefilmlab');
  });
});
