/** Where the landing intro's completion is stored (spec §2: it plays once). The boot script reads the same key. */
export const INTRO_PLAYED_KEY = 'filmlab.introPlayed';
