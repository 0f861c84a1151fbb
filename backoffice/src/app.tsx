import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { Dashboard } from './dashboard/dashboard.js';
import { NEW_USER_BUDGET_PATH, NewUserBudgetPage, giftCards } from './gift-cards/index.js';
import { AdminLayout } from './layout/layout.js';
import { authProvider } from './providers/auth-provider.js';
import { dataProvider } from './providers/data-provider.js';
import { i18nProvider } from './providers/i18n-provider.js';
import { users } from './users/index.js';
import { contactMessages } from './contact-messages/index.js';
import { GROW_PATH, GrowPage } from './grow/index.js';

/** The back-office's table of contents: one <Resource> per API resource, then the custom pages. */
export function App() {
  return (
    <Admin
      basename="/backoffice"
      title="Storyfund back-office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="gift-cards" {...giftCards} />
      <Resource name="contact-messages" {...contactMessages} />
      <CustomRoutes>
        <Route path={NEW_USER_BUDGET_PATH} element={<NewUserBudgetPage />} />
        <Route path={GROW_PATH} element={<GrowPage />} />
      </CustomRoutes>
    </Admin>
  );
}
