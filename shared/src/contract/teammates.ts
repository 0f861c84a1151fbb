/** A partner's public team members, shown on its profile's our_team child (docs/api-profiles.md). */
import { Id, Nullable, Text, Type, type Static } from './common.js';

/** One team member: a person on the profile, not an account (collaborators are in teams.ts). */
export const Teammate = Type.Object({
  id: Id,
  partner_id: Id,
  name: Type.String(),
  title: Type.String(),
  bio: Type.String(),
  photo_url: Nullable(Type.String()),
  /** Where it stands in the list, from 0. */
  position: Type.Integer({ minimum: 0 }),
});
export type Teammate = Static<typeof Teammate>;

/** GET /users/{id}/teammates: the whole team in its order. */
export const TeammateList = Type.Object({ data: Type.Array(Teammate), total: Type.Integer({ minimum: 0 }) });
export type TeammateList = Static<typeof TeammateList>;

/** Names and texts are checked by the shared rules (validation/teammate.ts) so a problem is a field error. */
export const TeammateBody = Type.Object(
  {
    name: Text(1_000),
    title: Type.Optional(Text(1_000)),
    bio: Type.Optional(Text(20_000)),
    photo_url: Type.Optional(Nullable(Text(2_000))),
  },
  { additionalProperties: false },
);
export type TeammateBody = Static<typeof TeammateBody>;

export const TeammatePatch = Type.Partial(TeammateBody, { additionalProperties: false });
export type TeammatePatch = Static<typeof TeammatePatch>;

/** PUT /users/{id}/teammates/order: every member's id, in the new order. */
export const TeammateOrder = Type.Object({ ids: Type.Array(Id, { maxItems: 200 }) }, { additionalProperties: false });
export type TeammateOrder = Static<typeof TeammateOrder>;

export const TeammateParams = Type.Object({ id: Id, teammate_id: Id });
export type TeammateParams = Static<typeof TeammateParams>;

/** DELETE of a team member: 204, no body. */
export const TeammateDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
