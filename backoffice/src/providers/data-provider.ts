/**
 * The back-office's one data provider, over the shared transport and the API's
 * conventions (docs/architecture.md): resource name = URL segment under /api;
 * lists take `limit`, `offset` and filters as query parameters and answer
 * `{ data, total }`; single records answer the object itself. The few resources
 * whose admin calls live elsewhere are listed in ROUTES.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { QueryParams, Transport } from '@storyfund/shared/transport';
import type {
  AddNetworkMemberBody,
  AdminGiftDetail,
  AnalyticsSummary,
  ConvertGiftBody,
  ConvertTarget,
  Features,
  FeaturesPatch,
  Lead,
  LeadOwner,
  ListOf,
  NetworkMemberAdmin,
  NewUserBudget,
  SalesQuery,
  SalesReport,
} from '@storyfund/shared/contract';
import { apiTransport } from './api-transport.js';
import { toAdminError } from './api-errors.js';

interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

/** `limit`/`offset` from react-admin's page, `sort`/`order` (the API may ignore them), then the filters. */
export function listQuery({ pagination, sort, filter }: ListParams): QueryParams {
  const query: QueryParams = {};
  if (pagination) {
    query['limit'] = pagination.perPage;
    query['offset'] = (pagination.page - 1) * pagination.perPage;
  }
  if (sort?.field) {
    query['sort'] = sort.field;
    query['order'] = sort.order.toLowerCase();
  }
  return { ...query, ...filter };
}

/** A PATCH carries only what the form changed. */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}

const recordPath = (resource: string, id: Identifier) => `${resource}/${encodeURIComponent(String(id))}`;

/**
 * Resources whose admin calls are not at /api/{resource}: where the list and the create go, and the key
 * that wraps a single record in their answers (`{ gift_card: {...} }`).
 */
interface ResourceRoutes {
  list?: string;
  create?: string;
  wrapper?: string;
}
const ROUTES: Readonly<Record<string, ResourceRoutes>> = {
  'gift-cards': { list: 'gift-cards/admin', create: 'gift-cards/admin', wrapper: 'gift_card' },
  // Every status, sorted and filtered on the server (issue #11).
  projects: { list: 'projects/admin' },
  // The remaining admin tables (issue #11): lists only, at /api/admin/{table}.
  'subscribed-users': { list: 'admin/subscribed-users' },
  partners: { list: 'admin/partners' },
  signups: { list: 'admin/signups' },
  overdue: { list: 'admin/overdue' },
  donors: { list: 'admin/donors' },
};

/** The record itself, out of the resource's wrapper when the answer has one. */
function unwrap(resource: string, answer: RaRecord): RaRecord {
  const key = ROUTES[resource]?.wrapper;
  const inner: unknown = key ? (answer as Record<string, unknown>)[key] : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as RaRecord) : answer;
}

/** The free gift card budget for new visitors (GET/PUT /api/gift-cards/new-user-budget). */
export type NewUserBudgetChange = Partial<Pick<NewUserBudget, 'period' | 'max_cards' | 'max_amount_cents' | 'card_amount_cents'>>;

/** The calls beyond react-admin's CRUD (react-admin's "custom methods"), reached with useDataProvider<StoryfundDataProvider>(). */
export interface StoryfundDataProvider extends DataProvider {
  /** POST /api/{resource}/{id}/{action} (e.g. a gift card's `cancel`), answering the record. */
  postAction(resource: string, params: { id: Identifier; action: string }): Promise<{ data: RaRecord }>;
  getNewUserBudget(): Promise<{ data: NewUserBudget }>;
  /**
   * POST /api/users/{id}/{call} for the tools the spec names apart (make-premium, remove-premium, §7): an
   * empty or plain-text answer is a success too, answered as the bare record.
   */
  postUserCall(params: { id: Identifier; call: string }): Promise<{ data: RaRecord }>;
  /** POST (on) or DELETE (off) /api/{resource}/{id}/{name}: a moderation switch, with the reason kept in the audit log. */
  setSwitch(resource: string, params: { id: Identifier; name: string; on: boolean; reason?: string }): Promise<{ data: RaRecord }>;
  updateNewUserBudget(params: { data: NewUserBudgetChange }): Promise<{ data: NewUserBudget }>;
  /** POST /api/contact-messages/{id}/answer (issue #12): the answer is emailed to the sender. */
  answerContactMessage(params: { id: Identifier; answer: string }): Promise<{ data: RaRecord }>;
  /**
   * A streamed CSV export (`GET /api/{path}` with the filters or range as the query), through the authenticated
   * transport: the file and the name the server gave it.
   */
  downloadCsv(path: string, query: QueryParams): Promise<{ data: { blob: Blob; filename: string } }>;
  /** GET /api/stats/{report} for a range (the reports' pages). */
  getStats<T>(report: string, range: { datestart: string; dateend: string; bucket: string }): Promise<{ data: T }>;
  /** GET /api/analytics/summary (issue #12, the /grow page). */
  getAnalyticsSummary(params: { datestart?: string; dateend?: string }): Promise<{ data: AnalyticsSummary }>;
  /** GET /api/leads/owners (issue #11, Sales): the members of staff who may own a lead. */
  getLeadOwners(): Promise<{ data: LeadOwner[] }>;
  /** GET and PATCH /api/users/{id}/features (issue #10): an account's feature flags. */
  getFeatures(params: { id: Identifier }): Promise<{ data: Features }>;
  updateFeatures(params: { id: Identifier; data: FeaturesPatch }): Promise<{ data: Features }>;
  /** GET, POST and DELETE /api/users/{id}/network-members (issue #10): a network's members. */
  getNetworkMembers(params: { id: Identifier }): Promise<ListOf<NetworkMemberAdmin>>;
  addNetworkMember(params: { id: Identifier; data: AddNetworkMemberBody }): Promise<{ data: NetworkMemberAdmin }>;
  removeNetworkMember(params: { id: Identifier; memberId: Identifier }): Promise<void>;
  /** PATCH /api/leads/{id} with its stage alone (the pipeline board). */
  moveLead(params: { id: Identifier; stage: Lead['stage'] }): Promise<{ data: Lead }>;
  /** GET /api/sales/conversions: leads won, partners and premium conversions by seller and period. */
  getSalesReport(params: SalesQuery): Promise<{ data: SalesReport }>;
  /** GET /api/gifts/{id}/convert-targets: the projects a gift may move to. */
  getConvertTargets(params: { id: Identifier }): Promise<{ data: ConvertTarget[] }>;
  /** POST /api/gifts/{id}/convert: the gift moved to another project of its recipient, answered as it stands after. */
  convertGift(params: { id: Identifier; data: NonNullable<ConvertGiftBody> }): Promise<{ data: AdminGiftDetail }>;
}

/** Every failure reaches react-admin as its own HttpError (status, body, field errors). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toAdminError(error);
  }
}

export function createDataProvider(transport: Transport): StoryfundDataProvider {
  const list = (resource: string, params: ListParams, signal?: AbortSignal) =>
    call(() =>
      transport.get<ListOf<RaRecord>>(ROUTES[resource]?.list ?? resource, { query: listQuery(params), ...(signal && { signal }) }),
    );

  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    call(() => transport.get<RaRecord>(recordPath(resource, id), signal ? { signal } : {}));

  const update = (resource: string, id: Identifier, data: object, previousData?: object) =>
    call(() =>
      transport.patch<RaRecord>(
        recordPath(resource, id),
        changedFields(data as Record<string, unknown>, previousData as Record<string, unknown> | undefined),
      ),
    );

  const remove = async (resource: string, id: Identifier, previousData?: RaRecord): Promise<RaRecord> => {
    const answer = await call(() => transport.delete<RaRecord | true | null>(recordPath(resource, id)));
    return typeof answer === 'object' && answer !== null ? answer : (previousData ?? { id });
  };

  return {
    supportAbortSignal: true,
    async getList(resource, params) {
      const { data, total } = await list(resource, params, params.signal);
      return { data, total };
    },
    async getOne(resource, params) {
      return { data: await getOne(resource, params.id, params.signal) };
    },
    async getMany(resource, params) {
      return { data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))) };
    },
    async getManyReference(resource, params) {
      const filter = { ...params.filter, [params.target]: params.id };
      const { data, total } = await list(resource, { ...params, filter }, params.signal);
      return { data, total };
    },
    async create(resource, params) {
      const answer = await call(() => transport.post<RaRecord>(ROUTES[resource]?.create ?? resource, params.data));
      return { data: unwrap(resource, answer) };
    },
    async update(resource, params) {
      return { data: await update(resource, params.id, params.data, params.previousData) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => update(resource, id, params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      return { data: await remove(resource, params.id, params.previousData) };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => remove(resource, id)));
      return { data: params.ids };
    },
    async postAction(resource: string, { id, action }: { id: Identifier; action: string }) {
      const answer = await call(() => transport.post<RaRecord>(`${recordPath(resource, id)}/${encodeURIComponent(action)}`));
      return { data: unwrap(resource, answer) };
    },
    async postUserCall({ id, call: name }: { id: Identifier; call: string }) {
      const answer = await call(() => transport.post<unknown>(`${recordPath('users', id)}/${encodeURIComponent(name)}`));
      return { data: typeof answer === 'object' && answer !== null ? (answer as RaRecord) : { id } };
    },
    async setSwitch(resource: string, { id, name, on, reason }: { id: Identifier; name: string; on: boolean; reason?: string }) {
      const path = `${recordPath(resource, id)}/${encodeURIComponent(name)}`;
      const body = reason === undefined ? undefined : { reason };
      const answer = await call(() => (on ? transport.post<RaRecord>(path, body) : transport.delete<RaRecord>(path, body)));
      return { data: unwrap(resource, answer) };
    },
    async getNewUserBudget() {
      return { data: await call(() => transport.get<NewUserBudget>('gift-cards/new-user-budget')) };
    },
    async updateNewUserBudget({ data }: { data: NewUserBudgetChange }) {
      return { data: await call(() => transport.put<NewUserBudget>('gift-cards/new-user-budget', data)) };
    },
    async answerContactMessage({ id, answer }: { id: Identifier; answer: string }) {
      return { data: await call(() => transport.post<RaRecord>(`${recordPath('contact-messages', id)}/answer`, { answer })) };
    },
    async downloadCsv(path: string, query: QueryParams) {
      const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
      const file = await call(() => transport.download(path, { query: clean as QueryParams }));
      return { data: { blob: file.blob, filename: file.filename ?? `storyfund-${path.replace(/\W+/g, '-')}.csv` } };
    },
    async getStats(report: string, range: { datestart: string; dateend: string; bucket: string }) {
      return { data: await call(() => transport.get(`stats/${report}`, { query: range })) };
    },
    async getAnalyticsSummary(params: { datestart?: string; dateend?: string }) {
      const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v));
      return { data: await call(() => transport.get<AnalyticsSummary>('analytics/summary', { query })) };
    },
    async getFeatures({ id }: { id: Identifier }) {
      return { data: await call(() => transport.get<Features>(`${recordPath('users', id)}/features`)) };
    },
    async updateFeatures({ id, data }: { id: Identifier; data: FeaturesPatch }) {
      return { data: await call(() => transport.patch<Features>(`${recordPath('users', id)}/features`, data)) };
    },
    async getNetworkMembers({ id }: { id: Identifier }) {
      return call(() => transport.get<ListOf<NetworkMemberAdmin>>(`${recordPath('users', id)}/network-members`, { query: { limit: 100 } }));
    },
    async addNetworkMember({ id, data }: { id: Identifier; data: AddNetworkMemberBody }) {
      return { data: await call(() => transport.post<NetworkMemberAdmin>(`${recordPath('users', id)}/network-members`, data)) };
    },
    async removeNetworkMember({ id, memberId }: { id: Identifier; memberId: Identifier }) {
      await call(() => transport.delete(`${recordPath('users', id)}/network-members/${encodeURIComponent(String(memberId))}`));
    },
    async getLeadOwners() {
      return { data: (await call(() => transport.get<ListOf<LeadOwner>>('leads/owners'))).data };
    },
    async moveLead({ id, stage }: { id: Identifier; stage: Lead['stage'] }) {
      return { data: await call(() => transport.patch<Lead>(recordPath('leads', id), { stage })) };
    },
    async getSalesReport(params: SalesQuery) {
      return { data: await call(() => transport.get<SalesReport>('sales/conversions', { query: { ...params } })) };
    },
    async getConvertTargets({ id }: { id: Identifier }) {
      return { data: (await call(() => transport.get<{ data: ConvertTarget[] }>(`${recordPath('gifts', id)}/convert-targets`))).data };
    },
    async convertGift({ id, data }: { id: Identifier; data: NonNullable<ConvertGiftBody> }) {
      return { data: await call(() => transport.post<AdminGiftDetail>(`${recordPath('gifts', id)}/convert`, data)) };
    },
    // The wire decides each record's shape; react-admin's per-call record generics cannot be checked here.
  } as StoryfundDataProvider;
}

export const dataProvider = createDataProvider(apiTransport);
