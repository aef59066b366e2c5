import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { PAGE_TRANSITION_MS, slideDirection, slideFrames } from './page-transition';

describe('slideDirection (spec §2, issue 26)', () => {
  it.each([
    [null, 0, null],
    [0, 1, 'forward'],
    [3, 4, 'forward'],
    [4, 3, 'back'],
    [4, 0, 'back'],
    [2, 2, 'forward'],
    [2, null, 'forward'],
  ] as const)('from entry %s to %s: %s', (from, to, expected) =>
    expect(slideDirection(from, to)).toBe(expected),
  );

  it('comes in from the right going forward and from the left going back', () => {
    expect(slideFrames('forward')[0]?.transform).toBe('translateX(48px)');
    expect(slideFrames('back')[0]?.transform).toBe('translateX(-48px)');
    expect(slideFrames('back')[1]?.transform).toBe('translateX(0)');
  });
});

describe('page transitions in the app', () => {
  // A stand-in for the browser's Animation: what the hook listens to and cancels.
  const animate = vi.fn(() => ({ addEventListener: () => undefined, cancel: () => undefined }));
  afterEach(() => {
    animate.mockClear();
    vi.unstubAllGlobals();
  });

  function reducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // jsdom draws nothing: the browser's Web Animations call is what is checked.
    HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate'];
  }

  it('slides the page in over 750 ms on a change of page, not on the first page', async () => {
    reducedMotion(false);
    const app = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(animate).not.toHaveBeenCalled();
    await act(() => app.router.navigate('/frequently-asked-questions'));
    expect(animate).toHaveBeenCalledTimes(1);
    const [frames, options] = animate.mock.calls[0] as unknown as [Keyframe[], KeyframeAnimationOptions];
    expect(options.duration).toBe(PAGE_TRANSITION_MS);
    expect(PAGE_TRANSITION_MS).toBe(750);
    expect(frames[0].transform).toBe('translateX(48px)');
  });

  it('does not move under prefers-reduced-motion', async () => {
    reducedMotion(true);
    const app = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await act(() => app.router.navigate('/frequently-asked-questions'));
    expect(animate).not.toHaveBeenCalled();
  });
});
