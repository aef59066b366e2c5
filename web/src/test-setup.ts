import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Each test starts logged out with no drafts: the session lives in localStorage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
