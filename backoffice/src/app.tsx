import { Admin, Resource } from 'react-admin';
import { Dashboard } from './dashboard/dashboard.js';
import { authProvider } from './providers/auth-provider.js';
import { dataProvider } from './providers/data-provider.js';
import { i18nProvider } from './providers/i18n-provider.js';
import { users } from './users/index.js';

/** The back-office's table of contents: one <Resource> per API resource. */
export function App() {
  return (
    <Admin
      basename="/backoffice"
      title="Storyfund back-office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      disableTelemetry
    >
      <Resource name="users" {...users} />
    </Admin>
  );
}
