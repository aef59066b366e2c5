import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStubClient, type StubHandler } from '../../../../testing/stub-client';
import { CommunityGallery } from './community-gallery';
import { CYCLE_MS, FIRST_MOVE_MS, STAGGER_MS } from './gallery-lanes';

const FILMS = [
  ['Kodak', 'Portra 400'],
  ['Ilford', 'HP5 Plus'],
  ['Fujifilm', 'Superia 400'],
  ['Cinestill', '800T'],
  ['Kodak', 'Ektar 100'],
] as const;

/** n submissions, handles @shooter0…, each with its own film. */
function submissions(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: String(100 + i),
    handle: `@shooter${i}`,
    width: i % 3 === 0 ? 1600 : 2400,
    height: i % 3 === 0 ? 2400 : 1600,
    thumbnailUrl: `/images/c${i}-thumb.webp`,
    midResUrl: `/images/c${i}-mid.webp`,
    hiResUrl: `/images/c${i}-hi.jpg`,
    filmBrand: FILMS[i % 5]![0],
    filmModel: `${FILMS[i % 5]![1]} #${i}`,
  }));
}

function renderGallery(answer: StubHandler) {
  const client = createStubClient({ CommunityGallery: answer });
  return render(
    <Provider value={client}>
      <CommunityGallery />
    </Provider>,
  );
}

const page = (n: number) => ({ data: { socialSubmissions: { count: n, submissions: submissions(n) } } });
const lanesList = () => screen.getByRole('list', { name: 'Community photo lanes' });
const laneItems = () => within(lanesList()).getAllByRole('listitem');

/** The lanes move only while on screen: a stand-in IntersectionObserver the test scrolls into view. */
class ScrollObserver {
  static all: ScrollObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrollObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  static scrollIntoView() {
    for (const observer of ScrollObserver.all) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
      if (entries.length) observer.callback(entries as IntersectionObserverEntry[], observer as never);
    }
  }
}

/** From here on the test owns the clock, and the gallery is on screen. */
async function watchGallery() {
  vi.useFakeTimers();
  await act(async () => ScrollObserver.scrollIntoView());
}

/** Lets time pass in small steps, so React renders (and schedules the next timers) as it would. */
async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - passed)));
  }
}

/** jsdom loads no images: a stand-in whose decode() succeeds unless its src says "broken". */
class DecodingImage {
  src = '';
  srcset = '';
  sizes = '';
  decoding = '';
  static loaded: string[] = [];
  decode() {
    DecodingImage.loaded.push(this.src);
    return this.src.includes('broken') ? Promise.reject(new Error('broken')) : Promise.resolve();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('community gallery', () => {
  it('keeps its place with an empty frame layout while loading', () => {
    const { container } = renderGallery(null);
    expect(screen.getByRole('status').textContent).toBe('Loading community photos…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says quietly when the photos could not load, or when there are none yet', async () => {
    const { unmount } = renderGallery({ errors: [{ message: 'lab down' }] });
    expect((await screen.findByRole('status')).textContent).toBe('Community photos could not load just now.');
    expect(screen.queryByText(/lab down/)).toBeNull();
    unmount();
    renderGallery(page(0));
    expect((await screen.findByRole('status')).textContent).toBe('New community picks are on their way.');
  });

  it('deals the submissions into five lanes, every fifth one to the same lane', async () => {
    renderGallery(page(12));
    await screen.findByRole('list', { name: 'Community photo lanes' });
    const lanes = laneItems();
    expect(lanes.map((lane) => lane.getAttribute('aria-label'))).toEqual([
      'Lane 1 of 5, 3 photos',
      'Lane 2 of 5, 3 photos',
      'Lane 3 of 5, 2 photos',
      'Lane 4 of 5, 2 photos',
      'Lane 5 of 5, 2 photos',
    ]);
    // Each lane starts on its first photo: submission i in lane i.
    lanes.forEach((lane, i) => {
      expect(within(lane).getByRole('button').getAttribute('aria-label')).toBe(
        `Open photo by @shooter${i}, shot on ${FILMS[i]![0]} ${FILMS[i]![1]} #${i}`,
      );
      expect(within(lane).getByText(`@shooter${i}`)).toBeTruthy();
    });
  });

  it('shows each photo lazily, with its size reserved and an alt text naming the handle and film', async () => {
    renderGallery(page(6));
    const lane = (await screen.findByRole('list', { name: 'Community photo lanes' })).firstElementChild!;
    const image = within(lane as HTMLElement).getByRole('img');
    expect(image.getAttribute('alt')).toBe('Photo by @shooter0, shot on Kodak Portra 400 #0');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '2400']);
    expect(image.getAttribute('srcset')).toBe('/images/c0-thumb.webp 200w, /images/c0-mid.webp 800w');
  });

  it('lists every photo in the swipe list for small screens, each with its handle', async () => {
    renderGallery(page(7));
    const swipe = await screen.findByRole('region', { name: 'Community photos' });
    const entries = within(swipe).getAllByRole('button');
    expect(entries).toHaveLength(7);
    for (let i = 0; i < 7; i++) expect(within(swipe).getByText(`@shooter${i}`)).toBeTruthy();
  });

  describe('moving lanes', () => {
    beforeEach(() => {
      DecodingImage.loaded = [];
      ScrollObserver.all = [];
      vi.stubGlobal('IntersectionObserver', ScrollObserver);
      vi.stubGlobal('Image', DecodingImage);
    });

    it('loads the next photo before sliding the current one off, lanes one after another', async () => {
      renderGallery(page(12));
      await screen.findByRole('list', { name: 'Community photo lanes' });
      await watchGallery();
      // Lane 1 moves first: it has preloaded its next photo (submission 5) and slides it in.
      await advance(FIRST_MOVE_MS + 10);
      expect(DecodingImage.loaded).toEqual(['/images/c5-mid.webp']);
      const [lane1, lane2] = laneItems();
      expect(
        within(lane1!)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['@shooter5Kodak Portra 400 #5']);
      // The leaving photo is still there (sliding), hidden from assistive tech and unfocusable.
      expect(lane1!.querySelectorAll('[inert]')).toHaveLength(1);
      expect(within(lane2!).getByText('@shooter1')).toBeTruthy();

      // After the slide only the new photo is left. Lane 4 moves one step later (never two neighbours in a
      // row: lanes go 1, 4, 2, 5, 3).
      await advance(STAGGER_MS);
      expect(lane1!.querySelectorAll('[inert]')).toHaveLength(0);
      expect(within(laneItems()[3]!).getAllByRole('button').at(-1)!.textContent).toContain('@shooter8');
      expect(within(lane2!).getByText('@shooter1')).toBeTruthy();
      await advance(STAGGER_MS);
      expect(within(lane2!).getAllByRole('button').at(-1)!.textContent).toContain('@shooter6');

      // Round and round: lane 1 goes on to submission 10 and back to 0.
      await advance(CYCLE_MS + 1200);
      expect(within(laneItems()[0]!).getByText('@shooter10')).toBeTruthy();
      await advance(CYCLE_MS + 1200);
      expect(within(laneItems()[0]!).getByText('@shooter0')).toBeTruthy();
    });

    it('holds still while the visitor pauses it, and while a pointer is on it', async () => {
      renderGallery(page(12));
      await screen.findByRole('list', { name: 'Community photo lanes' });
      await userEvent.click(screen.getByRole('button', { name: 'Pause gallery motion' }));
      await watchGallery();
      await advance(FIRST_MOVE_MS + 5 * STAGGER_MS + 2 * CYCLE_MS);
      expect(DecodingImage.loaded).toEqual([]);
      expect(within(laneItems()[0]!).getByText('@shooter0')).toBeTruthy();
      vi.useRealTimers();
      await userEvent.click(screen.getByRole('button', { name: 'Play gallery motion' }));
      await userEvent.hover(lanesList());
      await watchGallery();
      await advance(FIRST_MOVE_MS + 5 * STAGGER_MS);
      expect(DecodingImage.loaded).toEqual([]);
    });

    it('skips a photo that will not load instead of sliding to a broken frame', async () => {
      const data = page(11);
      data.data.socialSubmissions.submissions[5]!.midResUrl = '/images/broken-mid.webp';
      renderGallery(data);
      await screen.findByRole('list', { name: 'Community photo lanes' });
      await watchGallery();
      await advance(FIRST_MOVE_MS + 10);
      expect(DecodingImage.loaded).toEqual(['/images/broken-mid.webp']);
      expect(within(laneItems()[0]!).getByText('@shooter0')).toBeTruthy();
      await advance(CYCLE_MS + 10);
      expect(DecodingImage.loaded).toContain('/images/c10-mid.webp');
      expect(within(laneItems()[0]!).getAllByRole('button').at(-1)!.textContent).toContain('@shooter10');
    });
  });

  it('opens the viewer at the photo pressed, with its film in the bottom bar', async () => {
    renderGallery(page(12));
    const swipe = await screen.findByRole('region', { name: 'Community photos' });
    await userEvent.click(
      within(swipe).getByRole('button', { name: 'Open photo by @shooter3, shot on Cinestill 800T #3' }),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    await waitFor(() => expect(within(viewer).getByText('800T #3')).toBeTruthy());
    expect(within(viewer).getByText('Cinestill')).toBeTruthy();
    expect(within(viewer).getByText('@shooter3')).toBeTruthy();
    const photo = within(viewer).getByRole('img', { name: 'Photo by @shooter3, shot on Cinestill 800T #3' });
    expect(photo.getAttribute('src')).toBe('/images/c3-mid.webp');

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByText('Ektar 100 #4')).toBeTruthy());
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
