/**
 * The active projects (GET /api/projects), paged on the server, searched and ordered by the API's own
 * sorts, with the staff-pick and featured switches on each row.
 */
import { DataTable, List, Pagination, SearchInput, SelectInput, TextField } from 'react-admin';
import { PROJECT_SORTS } from '@storyfund/shared/constants';
import type { Project } from '@storyfund/shared/contract';
import { CentsField } from '../components/display-fields.js';
import { PromotionButton } from './promotion-button.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="sort" source="sort" label="Order" choices={PROJECT_SORTS.map((sort) => ({ id: sort, name: sort }))} alwaysOn />,
];

const Col = DataTable.Col<Project>;

export function ProjectList() {
  return (
    <List
      title="Projects"
      filters={filters}
      perPage={25}
      // The API orders by its own sorts (the Order filter), so no column sort is sent.
      sort={{ field: '', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      <DataTable<Project> bulkActionButtons={false} rowClick={false}>
        <Col source="id" label="Id" disableSort />
        <Col source="title" label="Title" disableSort>
          <TextField source="title" />
        </Col>
        <Col
          label="Owner"
          disableSort
          render={(p) =>
            (p.owner.show_organization_name && p.owner.organization_name) || `${p.owner.first_name} ${p.owner.last_name}`.trim()
          }
        />
        <Col source="amount_raised_cents_cache" label="Raised" disableSort>
          <CentsField source="amount_raised_cents_cache" />
        </Col>
        <Col source="goal_amount_cents" label="Goal" disableSort>
          <CentsField source="goal_amount_cents" />
        </Col>
        <Col label="Staff pick" disableSort>
          <PromotionButton name="staff-picks" isOn={(p) => p.is_staff_pick} turnOn="Staff-pick" turnOff="Unpick" />
        </Col>
        <Col label="Featured" disableSort>
          <PromotionButton name="featured" isOn={(p) => p.is_featured} turnOn="Feature" turnOff="Unfeature" />
        </Col>
      </DataTable>
    </List>
  );
}
