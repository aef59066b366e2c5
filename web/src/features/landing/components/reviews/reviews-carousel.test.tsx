import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedUrl, ReviewsCarousel } from './reviews-carousel';
import { REVIEWS, type Review } from './reviews-data';

/** A stand-in IntersectionObserver: the test says when a box scrolls into view, and checks the margin asked for. */
class ScrollObserver {
  static all: ScrollObserver[] = [];
  targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ScrollObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  static show(element: Element) {
    for (const observer of ScrollObserver.all) {
      if (observer.targets.some((target) => target === element || target.contains(element))) {
        observer.callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          observer as never,
        );
      }
    }
  }
}

beforeEach(() => {
  ScrollObserver.all = [];
  vi.stubGlobal('IntersectionObserver', ScrollObserver);
});
afterEach(() => vi.unstubAllGlobals());

const reviews: Review[] = [
  { id: 'a', name: 'Ada Quote', city: 'Brooklyn, NY', rating: 5, text: 'Lovely scans.' },
  {
    id: 'b',
    name: 'Ben Video',
    city: 'Austin, TX',
    rating: 5,
    text: 'Watch this.',
    video: 'https://www.youtube.com/watch?v=abcDEF_12-x',
  },
  {
    id: 'c',
    name: 'Cleo Broken',
    city: 'Chicago, IL',
    rating: 4,
    text: 'My link is too short.',
    video: 'https://www.youtube.com/watch?v=abcDEF12',
  },
  { id: 'd', name: 'Dev Id', city: 'Denver, CO', rating: 5, text: 'Bare id.', video: 'ZYXwvu98765' },
];

const card = (name: string) => screen.getAllByText(name)[0]!.closest('article') as HTMLElement;

describe('reviews carousel', () => {
  it('shows every review with its name, city and rating', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    const carousel = screen.getByRole('region', { name: 'Customer reviews' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(4);
    expect(within(card('Ada Quote')).getByText('Lovely scans.')).toBeTruthy();
    expect(within(card('Ada Quote')).getByText('Brooklyn, NY')).toBeTruthy();
    expect(within(card('Cleo Broken')).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('has previous and next buttons a keyboard reaches', async () => {
    render(<ReviewsCarousel reviews={reviews.slice(0, 1)} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous review' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next review' }));
  });

  it('recognises a video only by an 11-character id: a shorter one is a text review', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    expect(
      within(card('Ben Video')).getByRole('button', { name: 'Play video review by Ben Video' }),
    ).toBeTruthy();
    expect(within(card('Dev Id')).getByRole('button', { name: 'Play video review by Dev Id' })).toBeTruthy();
    expect(within(card('Cleo Broken')).queryByRole('button')).toBeNull();
    expect(within(card('Cleo Broken')).getByText('My link is too short.')).toBeTruthy();
    expect(screen.queryByTitle(/Video review/)).toBeNull();
  });

  it('plays the video in place when its play button is pressed', async () => {
    render(<ReviewsCarousel reviews={reviews} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video review by Ben Video' }));
    const player = within(card('Ben Video')).getByTitle('Video review by Ben Video');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF_12-x?autoplay=1&mute=1&playsinline=1&rel=0',
    );
    expect(screen.queryByTitle('Video review by Dev Id')).toBeNull();
  });

  it('starts the player when the video scrolls into view (50 px early)', () => {
    render(<ReviewsCarousel reviews={reviews} />);
    const poster = screen.getByRole('button', { name: 'Play video review by Dev Id' });
    const observer = ScrollObserver.all.find((o) => o.targets.some((t) => t.contains(poster)));
    expect(observer?.options?.rootMargin).toBe('50px');
    act(() => ScrollObserver.show(poster));
    expect(within(card('Dev Id')).getByTitle('Video review by Dev Id').getAttribute('src')).toBe(
      embedUrl('ZYXwvu98765'),
    );
    expect(screen.getByRole('button', { name: 'Play video review by Ben Video' })).toBeTruthy();
  });

  it('ships ten distinct text reviews, and no video that does not exist', () => {
    expect(REVIEWS).toHaveLength(10);
    expect(new Set(REVIEWS.map((r) => r.text)).size).toBe(10);
    render(<ReviewsCarousel />);
    expect(screen.queryAllByRole('button', { name: /^Play video review by / })).toHaveLength(0);
    expect(REVIEWS.filter((r) => r.video)).toHaveLength(0);
  });
});
