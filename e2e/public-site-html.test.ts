import { describe, expect, it } from 'vitest';
import { siteOrigin } from '../web/site-origin.js';
import { CONTENT_PATHS } from '../web/src/app/seo/public-paths.js';
import { allLandingPaths, landingPageByPath } from '../web/src/features/landing/data/landing-copy.js';
import { CONTENT_PAGE_META } from '../web/src/features/public-pages/page-meta.js';
import { baseUrl } from './support/browser.js';

// The public site as a search engine or a visitor without JavaScript gets it: the built, prerendered HTML
// served by the BFF (no browser here, just HTTP).

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const metaOf = (html: string, attr: string, name: string) =>
  new RegExp(`<meta [^>]*${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('prerendered landing pages', () => {
  it.each(allLandingPaths())(
    '%s answers 200 with its own title, description and copy in the HTML',
    async (path) => {
      const copy = landingPageByPath(path);
      if (!copy) throw new Error(`no copy for ${path}`);
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toBe(copy.pageTitle);
      expect(html.match(/<title/g)).toHaveLength(1);
      expect(metaOf(html, 'name', 'description')).toBe(copy.metaDescription);
      expect(html).toContain(`rel="canonical" href="${siteOrigin()}${path}"`);
      expect(metaOf(html, 'property', 'og:title')).toBe(copy.pageTitle);
      expect(metaOf(html, 'property', 'og:image')).toMatch(/^https?:\/\/.+\/assets\/.+-og-.+\.jpg$/);
      const body = text(html);
      expect(body).toContain(copy.heroTitle);
      expect(body).toContain(copy.description);
      expect(body).toContain(copy.shipping.free);
      expect(body).toContain(copy.steps[0].title);
      expect(body).toContain('Get Started - $17.99 / roll');
      expect(body).toContain(`© ${new Date().getFullYear()} Nice Film Club LLC`);
      if (copy.kind === 'city' || copy.kind === 'search') {
        expect(body).toContain(copy.sectionTitle);
        expect(body).toContain(copy.highlights[0]);
      }
    },
  );

  it('city pages carry LocalBusiness structured data that serves the city', async () => {
    const { html } = await page('/film-developing-chicago');
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.areaServed).toEqual({ '@type': 'City', name: 'Chicago, IL' });
    expect(data.address.addressLocality).toBe('Brooklyn');
  });

  it('search-phrase pages have no LocalBusiness data', async () => {
    const { html } = await page('/film-lab-near-me');
    expect(html).not.toContain('LocalBusiness');
  });
});

describe('prerendered content pages', () => {
  it.each(CONTENT_PAGE_META.map((meta) => [meta.path, meta] as const))(
    '%s answers 200 with its own title and description',
    async (path, meta) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(titleOf(html)).toBe(meta.title);
      expect(metaOf(html, 'name', 'description')).toBe(meta.description);
    },
  );

  it('/pricing and /memberships arrive with the plans in the HTML', async () => {
    const pricingHtml = (await page('/pricing')).html;
    const pricing = text(pricingHtml);
    expect(pricing).toContain('What a year of film costs');
    // The calculator's table for the default 20 rolls is in the HTML, not a loading placeholder.
    expect(pricingHtml).toContain('aria-label="Yearly cost on each plan"');
    expect(pricing).toContain('$359.80');
    expect(pricing).not.toContain('Working out your year');
    const memberships = await page('/memberships');
    expect(titleOf(memberships.html)).toBe('Memberships · Nice Film Club');
    const body = text(memberships.html);
    for (const tier of ['Nice', 'Very Nice', 'Super Nice']) expect(body).toContain(tier);
    expect(body).toContain('$199.99');
    expect(memberships.html).toContain('id="prerender-data"');
  });

  it('the FAQ carries FAQPage structured data', async () => {
    const { html } = await page('/frequently-asked-questions');
    expect(html).toContain('"@type":"FAQPage"');
  });
});

describe('sitemap, robots and unknown pages', () => {
  it('/sitemap.xml lists every public page on the site origin, and only those', async () => {
    const { status, html: xml } = await page('/sitemap.xml');
    expect(status).toBe(200);
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [...allLandingPaths(), ...CONTENT_PATHS].map((path) => `${siteOrigin()}${path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toHaveLength(71);
  });

  it('/robots.txt points at the sitemap and keeps crawlers out of accounts', async () => {
    const { status, html } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(html).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`);
    expect(html).toContain('Disallow: /admin');
    expect(html).toContain('Disallow: /users');
  });

  it('an unknown city answers 404 with a helpful page', async () => {
    const { status, html } = await page('/film-developing-atlantis');
    expect(status).toBe(404);
    const body = text(html);
    expect(body).toContain('We don’t have a page for your city yet, but we develop its film');
    expect(body).toContain('Chicago');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('a trailing slash redirects to the one canonical address', async () => {
    const { status, headers } = await page('/about/');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/about');
  });

  it('customer routes still get the client shell', async () => {
    const { status, html } = await page('/users/2/rolls');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it('an address under a known area that the client has no page for is a 404 (decision 107)', async () => {
    for (const path of ['/users/2/nope', '/users/2/rolls/5/nope', '/admin/nope', '/onboardingx']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<div id="root"></div>');
    }
    for (const path of ['/users/2/orders/7/anything', '/admin/users/2/settings', '/memberships/gift']) {
      expect((await page(path)).status, path).toBe(200);
    }
  });
});
