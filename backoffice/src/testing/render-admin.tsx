/** Renders a real <Admin> over the real data provider and a fake fetch, at a given path. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Admin, Resource, memoryStore } from 'react-admin';
import type { ResourceProps } from 'react-admin';
import { createTransport } from '@storyfund/shared/transport';
import { createDataProvider } from '../providers/data-provider.js';
import { i18nProvider } from '../providers/i18n-provider.js';
import { fakeFetch } from './fake-fetch.js';

/** `extra` goes inside <Admin> after the resource, e.g. a <CustomRoutes>. */
export function renderAdmin(
  path: string,
  resource: ResourceProps,
  routes: Parameters<typeof fakeFetch>[0],
  extra?: ReactNode,
): ReturnType<typeof fakeFetch>['calls'] {
  const fake = fakeFetch(routes);
  const transport = createTransport({ fetch: fake.fetch, getCredentials: () => ({ userId: '1', token: 't' }) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Admin dataProvider={createDataProvider(transport)} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
        <Resource {...resource} />
        {extra}
      </Admin>
    </MemoryRouter>,
  );
  return fake.calls;
}
