/**
 * Orders being put together are kept in localStorage until they are created (spec §4). The keys are
 * fixed so every screen that reads or clears a draft agrees on them.
 */
export const DEVELOPMENT_ORDER_KEY = 'filmlab.developmentOrder';
export const IN_PROGRESS_ORDER_KEY = 'filmlab.inProgressOrder';
export const PRINT_DRAFTS_KEY = 'filmlab.printDrafts';

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}

/** A 'New Order' click starts from a clean development order (spec §2, §4). */
export function clearDevelopmentOrderDraft() {
  remove(DEVELOPMENT_ORDER_KEY);
}

/** Logout clears every draft too: they belong to the user who made them. */
export function clearAllDrafts() {
  for (const key of [DEVELOPMENT_ORDER_KEY, IN_PROGRESS_ORDER_KEY, PRINT_DRAFTS_KEY]) remove(key);
}
