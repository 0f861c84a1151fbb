import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRouteData } from '@/app/preload-route-data';
import { AppProvider, apiFetcher, createDefaultServices } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { loadCustomRoutes } from '@/lib/custom-routes';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');

// Spec §2: custom routes are loaded before the app starts.
const services = createDefaultServices();
preloadRouteData(window.location.pathname, services.session.getState().userId, apiFetcher(services.api));
const customRoutes = await loadCustomRoutes(services.api, (message) => window.alert(message));

// The first render as a transition: React renders it in slices of a few milliseconds, yielding between them, instead
// of one long task that kept a phone's main thread busy ~100 ms (~400 ms of Lighthouse's blocking time on the project
// page). Nothing is on screen before it, so nothing waits on it that could show sooner (docs/performance.md "The
// project page's blocking time and largest paint").
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider services={services} customRoutes={customRoutes}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
