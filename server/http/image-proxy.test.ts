import { describe, expect, it } from 'vitest';
import { LabImageUrls } from './image-proxy.js';

describe('LabImageUrls.local', () => {
  const urls = new LabImageUrls('http://lab.internal:4010/api');
  const lab = 'http://lab.internal:4010/api/public/images/';

  it("serves the lab's images same-origin, keeping a drawn picture's version so a new look is a new link", () => {
    expect(urls.local(`${lab}scan-1.jpg`)).toBe('/images/scan-1.jpg');
    expect(urls.local(`${lab}product-kodak-gold-200-35mm-front.webp?v=3f1c0a9d2b7e`)).toBe(
      '/images/product-kodak-gold-200-35mm-front.webp?v=3f1c0a9d2b7e',
    );
  });

  it('leaves any other link as it is', () => {
    expect(urls.local('https://cdn.example/scan-1.jpg')).toBe('https://cdn.example/scan-1.jpg');
    for (const odd of [
      `${lab}a.webp?v=1&x=2`,
      `${lab}a.webp?w=10`,
      `${lab}a.webp?v=1?v=2`,
      `${lab}../a.webp`,
    ])
      expect(urls.local(odd)).toBe(odd);
  });
});
