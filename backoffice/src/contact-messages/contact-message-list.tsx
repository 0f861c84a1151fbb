/** Contact messages, newest first (GET /api/contact-messages), filtered by status. */
import { DataTable, List, Pagination, SelectInput } from 'react-admin';
import type { ContactMessage } from '@storyfund/shared/contract';
import { UtcDateTimeField } from '../components/display-fields.js';
import { ContactStatusChip, reasonText } from './contact-message-fields.js';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'new', name: 'New' },
      { id: 'answered', name: 'Answered' },
    ]}
    alwaysOn
  />,
];

const Col = DataTable.Col<ContactMessage>;

export function ContactMessageList() {
  return (
    <List
      title="Contact messages"
      filters={filters}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      <DataTable<ContactMessage> rowClick="show" bulkActionButtons={false}>
        <Col source="created_at" label="Received" disableSort>
          <UtcDateTimeField source="created_at" />
        </Col>
        <Col source="name" label="From" disableSort />
        <Col source="email" label="Email" disableSort />
        <Col source="reason" label="About" disableSort render={(message) => reasonText(message.reason)} />
        <Col source="status" label="Status" disableSort>
          <ContactStatusChip />
        </Col>
      </DataTable>
    </List>
  );
}
