import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider, createDefaultServices } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { loadCustomRoutes } from '@/lib/custom-routes';
import './styles/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element');

// Spec §2: custom routes are loaded before the app starts.
const services = createDefaultServices();
const customRoutes = await loadCustomRoutes(services.api, (message) => window.alert(message));

createRoot(root).render(
  <StrictMode>
    <AppProvider services={services} customRoutes={customRoutes}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
