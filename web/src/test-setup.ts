import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor give up after 1 s by default; on a busy 2-core CI machine a lazy route can take longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Each test starts logged out with no drafts: the session lives in localStorage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
