// The client entry of the prerendered public pages (scripts/prerender.ts links it instead of main.tsx). The landing
// pages carry React, urql and their own chunks, not the data router or the customer and admin route tables; see
// docs/decisions/042.
import './styles/tokens.css';
import './styles/base.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's scripts are all preloaded; what costs is evaluating them, one task per module graph. React DOM is
 * evaluated first, on its own, and the page's code in a later task, so the browser can paint and answer input in
 * between instead of meeting one long task.
 */
async function start(container: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  const { hydratePublicPage } = await import('./public-client');
  await hydratePublicPage(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('a prerendered page must have a #root element');
void start(container);
