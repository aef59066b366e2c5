import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/router/routes';
import './styles/tokens.css';
import './styles/base.css';

// The app's shell: customer, vendor and admin pages (and any page reached from them) render in the browser,
// with the GraphQL client ClientFactoryContext gives by default.
// The prerendered public pages hydrate with entry-public.tsx instead.
const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
