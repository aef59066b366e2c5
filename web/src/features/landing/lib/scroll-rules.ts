/** The landing header turns solid once the page scrolls past this many pixels (spec §2, "tall-state threshold"). */
export const HEADER_SOLID_AFTER_PX = 127;

export function isHeaderSolid(scrollY: number): boolean {
  return scrollY > HEADER_SOLID_AFTER_PX;
}

/** A section reveals its title and points once the scroll passes its top minus this offset (spec §9). */
export const REVEAL_OFFSET_PX = 350;

/** One-way: once revealed, a section stays revealed whatever the scroll does next. */
export function isRevealed(alreadyRevealed: boolean, scrollY: number, sectionTop: number): boolean {
  return alreadyRevealed || scrollY >= sectionTop - REVEAL_OFFSET_PX;
}
