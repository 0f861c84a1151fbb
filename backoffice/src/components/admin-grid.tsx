/**
 * An admin table on @mui/x-data-grid inside a react-admin <List>: the grid shows the list context's page and
 * hands paging, sorting and selection back to it, so every page, sort and filter is asked of the server
 * through the data provider (paginationMode, sortingMode and filterMode "server"). Filters are the List's
 * own inputs; bulk actions show above the grid while rows are selected.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { BulkActionsToolbar, RecordContextProvider, useListContext, type Identifier } from 'react-admin';

/** The API caps a page at 100 rows. */
const GRID_PAGE_SIZES = [10, 25, 50, 100];

interface Props<R extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  columns: GridColDef<R>[];
  /** Buttons acting on the selected rows; without them the rows cannot be selected. */
  bulkActions?: ReactNode;
}

/** react-admin's sort ({ field, order: 'ASC' | 'DESC' }) as the grid's sort model, and back. */
export function toSortModel(sort: { field: string; order: string }): GridSortModel {
  return sort.field ? [{ field: sort.field, sort: sort.order.toUpperCase() === 'ASC' ? 'asc' : 'desc' }] : [];
}
export function fromSortModel(model: GridSortModel, fallback: { field: string; order: 'ASC' | 'DESC' }) {
  const first = model[0];
  return first?.sort ? { field: first.field, order: first.sort === 'asc' ? ('ASC' as const) : ('DESC' as const) } : fallback;
}

/** The ids a selection model names among the rows shown (an "exclude" model is everything shown but its ids). */
export function selectedOf(model: GridRowSelectionModel, shown: Identifier[]): Identifier[] {
  return model.type === 'include' ? [...model.ids].map((id) => id as Identifier) : shown.filter((id) => !model.ids.has(id));
}

/** A cell's content with its row as the record context (react-admin fields and buttons read it). */
export function inRecord<R extends GridValidRowModel>(render: (row: R) => ReactNode) {
  return ({ row }: { row: R }) => <RecordContextProvider value={row}>{render(row)}</RecordContextProvider>;
}

export function AdminGrid<R extends GridValidRowModel & { id: Identifier }>({ label, columns, bulkActions }: Props<R>) {
  const { data, total, isPending, page, perPage, setPage, setPerPage, sort, setSort, selectedIds, onSelect } = useListContext<R>();
  const rows = data ?? [];
  const initialSort = { field: sort.field, order: sort.order === 'ASC' ? ('ASC' as const) : ('DESC' as const) };
  return (
    <Box sx={{ width: '100%' }}>
      {bulkActions ? <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar> : null}
      <DataGrid<R>
        label={label}
        rows={rows}
        columns={columns}
        rowCount={total ?? 0}
        loading={isPending}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        // A page is at most 100 rows: every row and column is rendered, so a phone scrolls them and tests see them.
        disableVirtualization
        autoHeight
        getRowHeight={() => 'auto'}
        pageSizeOptions={GRID_PAGE_SIZES}
        paginationModel={{ page: page - 1, pageSize: perPage }}
        onPaginationModelChange={(model) => (model.pageSize !== perPage ? setPerPage(model.pageSize) : setPage(model.page + 1))}
        sortModel={toSortModel(sort)}
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => setSort(fromSortModel(model, initialSort))}
        checkboxSelection={bulkActions !== undefined}
        disableRowSelectionOnClick
        rowSelectionModel={{ type: 'include', ids: new Set(selectedIds) }}
        onRowSelectionModelChange={(model) =>
          onSelect(
            selectedOf(
              model,
              rows.map((r) => r.id),
            ),
          )
        }
        sx={{ border: 0, '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' } }}
      />
    </Box>
  );
}
