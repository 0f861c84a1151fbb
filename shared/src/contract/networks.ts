/** White-label partner networks and branding (issue #10, docs/api-networks.md). */
import { Id, ListOf, Nullable, PageFields, Query, Text, Timestamp, Type, type Static } from './common.js';

/** GET /users/{id}/network and /users/{id}/network-projects: a page of members or projects. */
export const NetworkPageQuery = Query(PageFields(12, 50));
export type NetworkPageQuery = Static<typeof NetworkPageQuery>;

/** A member as the network page shows it. */
const NetworkMember = Type.Object({
  id: Id,
  /** The organisation's name, or the account's name when it has none. */
  name: Type.String(),
  photo_url: Nullable(Type.String()),
  is_partner: Type.Boolean(),
  projects_count: Type.Integer(),
});
export type NetworkMember = Static<typeof NetworkMember>;

/** The network page (public): the network, its branding, and a page of its non-banned members. */
export const NetworkPage = Type.Object({
  network: Type.Object({
    id: Id,
    name: Type.String(),
    photo_url: Nullable(Type.String()),
    is_white_labelled: Type.Boolean(),
    /** Null unless the account may carry branding (a white-labelled network or a premium partner). */
    brand_logo_url: Nullable(Type.String()),
    brand_color: Nullable(Type.String()),
  }),
  members: ListOf(NetworkMember),
});
export type NetworkPage = Static<typeof NetworkPage>;

/** A member as the back-office's network tool shows it (admins). */
export const NetworkMemberAdmin = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  is_partner: Type.Boolean(),
  banned_at: Nullable(Timestamp),
});
export type NetworkMemberAdmin = Static<typeof NetworkMemberAdmin>;

export const NetworkMemberAdminList = ListOf(NetworkMemberAdmin);
export type NetworkMemberAdminList = Static<typeof NetworkMemberAdminList>;

export const NetworkMembersQuery = Query(PageFields(25, 100));
export type NetworkMembersQuery = Static<typeof NetworkMembersQuery>;

/**
 * POST /users/{id}/network-members (admins): an existing account by id or by email. `move` takes it out of
 * the network it is in; without it, a member of another network is refused (409).
 */
export const AddNetworkMemberBody = Type.Object(
  {
    user_id: Type.Optional(Id),
    email: Type.Optional(Text(320)),
    move: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddNetworkMemberBody = Static<typeof AddNetworkMemberBody>;

export const NetworkMemberParams = Type.Object({ id: Id, member_id: Id });
export type NetworkMemberParams = Static<typeof NetworkMemberParams>;

/** PUT /users/{id}/branding: a logo (an uploaded image) and a primary colour; null or '' clears either. */
export const BrandingBody = Type.Object(
  {
    brand_logo_url: Type.Optional(Nullable(Text(2048))),
    brand_color: Type.Optional(Nullable(Text(20))),
  },
  { additionalProperties: false },
);
export type BrandingBody = Static<typeof BrandingBody>;

export const Branding = Type.Object({ brand_logo_url: Nullable(Type.String()), brand_color: Nullable(Type.String()) });
export type Branding = Static<typeof Branding>;

/** DELETE /users/{id}/network-members/{member_id}: 204, no body. */
export const NetworkMemberRemoved = Type.Unsafe<void>(Type.Null({ description: 'Removed' }));
