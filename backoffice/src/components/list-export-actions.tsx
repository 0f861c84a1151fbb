/** A list's top toolbar: the filter button and "Export CSV" of the list's current filters (streamed by the API at `path`). */
import { FilterButton, TopToolbar, useListContext } from 'react-admin';
import type { QueryParams } from '@storyfund/shared/transport';
import { ExportCsvButton } from './export-csv-button.js';

export function ListExportActions({ path }: { path: string }) {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton path={path} query={filterValues as QueryParams} />
    </TopToolbar>
  );
}
