/**
 * A partner's network donors and its donor imports (issue #10, docs/api-donors.md): POST
 * users/{id}/add-donor-to-network (spec §3 "Add-donor-to-network payload"), the donors list, and donor-import
 * (spec §7: multipart POST, GET stats, DELETE).
 */
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const NETWORK_DONOR_SOURCES = ['added', 'imported', 'gave'] as const;
const DONOR_IMPORT_STATES = ['running', 'done', 'failed', 'undone'] as const;

/** POST users/{id}/add-donor-to-network: `user` links an existing account, `current_user` is the caller. */
export const AddDonorBody = Type.Object(
  {
    first_name: Text(200),
    last_name: Text(200),
    email: Text(320),
    user: Type.Optional(Nullable(Id)),
    current_user: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
);
export type AddDonorBody = Static<typeof AddDonorBody>;

export const NetworkDonor = Type.Object({
  id: Id,
  partner_id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  /** The Storyfund account with this email, if there is one. */
  user: Nullable(Type.Object({ id: Id, name: Type.String() })),
  source: StringEnum(NETWORK_DONOR_SOURCES),
  /** The import that created it (source `imported`). */
  import_id: Nullable(Id),
  created_at: Timestamp,
  invited_at: Nullable(Timestamp),
  /** When the donor first gave to one of the partner's projects (a named gift), whatever its source. */
  gave_at: Nullable(Timestamp),
});
export type NetworkDonor = Static<typeof NetworkDonor>;

export const NetworkDonorList = ListOf(NetworkDonor);
export type NetworkDonorList = Static<typeof NetworkDonorList>;

/**
 * PUT users/{id}/thank-you-message: a premium partner's own words for the thank-you mail to the donors of its
 * projects (plain text, `MESSAGE_LIMITS.thankYou`); blank removes it.
 */
export const ThankYouMessageBody = Type.Object({ message: Text(20_000) }, { additionalProperties: false });
export type ThankYouMessageBody = Static<typeof ThankYouMessageBody>;

export const ThankYouMessage = Type.Object({
  message: Nullable(Type.String()),
  /** Whether the mail uses it now: the account is premium (`isPremiumPartner`). A stored text is kept, unused, when premium ends. */
  in_use: Type.Boolean(),
  updated_at: Nullable(Timestamp),
});
export type ThankYouMessage = Static<typeof ThankYouMessage>;

/** GET users/{id}/network-donors: newest first; `query` searches names and emails. */
export const NetworkDonorQuery = Query({ ...PageFields(20), query: Type.Optional(Text(200)) });
export type NetworkDonorQuery = Static<typeof NetworkDonorQuery>;

export const NetworkDonorParams = Type.Object({ id: Id, donor_id: Id });
export type NetworkDonorParams = Static<typeof NetworkDonorParams>;

export const DonorImportParams = Type.Object({ id: Id, import_id: Id });
export type DonorImportParams = Static<typeof DonorImportParams>;

/** POST users/{id}/donor-import: the header cells (as in the file) holding each field; the file is the multipart part `file`. */
export const DonorImportMapping = Type.Object({
  first_name_column: Text(200, { minLength: 1 }),
  last_name_column: Text(200, { minLength: 1 }),
  email_column: Text(200, { minLength: 1 }),
});
export type DonorImportMapping = Static<typeof DonorImportMapping>;

/** One import and its figures (GET stats): rows read so far, donors created, duplicates, invalid rows. */
export const DonorImport = Type.Object({
  id: Id,
  partner_id: Id,
  file_name: Type.String(),
  state: StringEnum(DONOR_IMPORT_STATES),
  mapping: DonorImportMapping,
  rows_read: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  duplicates: Type.Integer({ minimum: 0 }),
  invalid: Type.Integer({ minimum: 0 }),
  /** Why a failed import stopped. */
  error: Nullable(Type.String()),
  created_at: Timestamp,
  finished_at: Nullable(Timestamp),
  undone_at: Nullable(Timestamp),
  /** True when this file had already been imported: that import is answered, and nothing changed. */
  already_imported: Type.Boolean(),
});
export type DonorImport = Static<typeof DonorImport>;

export const DonorImportList = ListOf(DonorImport);
export type DonorImportList = Static<typeof DonorImportList>;

export const DonorImportListQuery = Query(PageFields(10));
export type DonorImportListQuery = Static<typeof DonorImportListQuery>;
