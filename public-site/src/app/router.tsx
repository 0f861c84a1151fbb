import { BrowserRouter, useRoutes } from 'react-router-dom';
import { appRoutes } from './route-table';

/** The route table rendered by the current location (tests wrap it in a MemoryRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Declarative routing keeps the entry small: the site needs no loaders or actions. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
