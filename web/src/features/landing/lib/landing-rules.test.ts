import { describe, expect, it } from 'vitest';
import { emailMessage } from '../../../lib/validation';
import { nextZoom, showsHiRes, slideHeight, ZOOM_LEVELS, type ZoomIndex } from './lightbox-zoom';
import { isValidNewsletterEmail, newsletterError, shouldOfferSignup } from './newsletter';
import { isHeaderSolid, isRevealed } from './scroll-rules';
import { type SelectorState, selectorReducer } from './section-selector';
import { videoIdOf } from './video-id';

describe('lightbox zoom (spec §2)', () => {
  it('cycles 25% → 50% → 100% → 25% at scale 1, 2, 6', () => {
    const seen: string[] = [];
    let zoom: ZoomIndex = 0;
    for (let i = 0; i < 4; i++) {
      seen.push(`${ZOOM_LEVELS[zoom].label}@${ZOOM_LEVELS[zoom].scale}`);
      zoom = nextZoom(zoom);
    }
    expect(seen).toEqual(['25%@1', '50%@2', '100%@6', '25%@1']);
  });

  it('forces the hi-res image at 100% and otherwise follows the toggle', () => {
    expect(showsHiRes(2, false)).toBe(true);
    expect(showsHiRes(0, false)).toBe(false);
    expect(showsHiRes(1, true)).toBe(true);
  });

  it('makes slides the screen height minus 170 px', () => {
    expect(slideHeight(900)).toBe(730);
    expect(slideHeight(100)).toBe(0);
  });
});

describe('video ids (spec §2: only 11 characters)', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXc', null],
    ['dQw4w9WgXcQQ', null],
    ['https://youtu.be/short', null],
    ['/reviews/casey.jpg', null],
    ['', null],
    [null, null],
  ])('%j → %j', (src, expected) => {
    expect(videoIdOf(src)).toBe(expected);
  });
});

describe('scroll rules', () => {
  it('turns the header solid only past 127 px', () => {
    expect(isHeaderSolid(0)).toBe(false);
    expect(isHeaderSolid(127)).toBe(false);
    expect(isHeaderSolid(128)).toBe(true);
  });

  it('reveals a section at its top minus 350 px, one way', () => {
    expect(isRevealed(false, 649, 1000)).toBe(false);
    expect(isRevealed(false, 650, 1000)).toBe(true);
    // Scrolling back up does not hide it again.
    expect(isRevealed(true, 0, 1000)).toBe(true);
  });
});

describe('section selector', () => {
  const collapsed: SelectorState = { expanded: false, selected: 0 };

  it('expands on click, and choosing while expanded selects and collapses', () => {
    const open = selectorReducer(collapsed, { type: 'click' });
    expect(open).toEqual({ expanded: true, selected: 0 });
    expect(selectorReducer(open, { type: 'choose', index: 3 })).toEqual({ expanded: false, selected: 3 });
  });

  it('ignores a choice while collapsed, and a second click collapses', () => {
    expect(selectorReducer(collapsed, { type: 'choose', index: 2 })).toBe(collapsed);
    const open = selectorReducer(collapsed, { type: 'click' });
    expect(selectorReducer(open, { type: 'click' })).toEqual(collapsed);
    expect(selectorReducer(open, { type: 'close' })).toEqual(collapsed);
  });
});

describe('newsletter rules (spec §5)', () => {
  it.each([
    ['ada@example.com', true],
    [' ada@example.co.uk ', true],
    ['ada@example', false],
    ['ada example@x.com', false],
    ['ada@@example.com', false],
    ['', false],
    // Issue 26: the sign-up rule, which the server applies too.
    ['😀@😀.com', false],
    ['ada@😀.com', false],
    ['ada@example.c', false],
    ["o'brien+film@example.com", true],
  ])('%j valid: %s', (value, valid) => {
    expect(isValidNewsletterEmail(value)).toBe(valid);
    expect(emailMessage(value) === undefined).toBe(valid);
  });

  it('shows the error only after blur, and only when invalid', () => {
    expect(newsletterError('nope', false)).toBeNull();
    expect(newsletterError('nope', true)).toBe('Enter a valid e-mail address');
    expect(newsletterError('', true)).toBe('E-mail is required');
    expect(newsletterError(`${'a'.repeat(250)}@example.com`, true)).toBe(
      'E-mail must be at most 254 characters',
    );
    expect(newsletterError('ada@example.com', true)).toBeNull();
  });

  it('offers the popup only to visitors neither subscribed nor logged in', () => {
    expect(shouldOfferSignup({ subscribed: false, loggedIn: false })).toBe(true);
    expect(shouldOfferSignup({ subscribed: true, loggedIn: false })).toBe(false);
    expect(shouldOfferSignup({ subscribed: false, loggedIn: true })).toBe(false);
  });
});
