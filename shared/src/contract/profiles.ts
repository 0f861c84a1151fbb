/** Profiles (issue #9): the owner-checkup counts (docs/api-profiles.md). */
import { OWNER_CHECKUP_COUNTS } from '../constants/index.js';
import { Id, StringEnum, Type, type Static } from './common.js';

const count = Type.Integer({ minimum: 0 });

/** GET /users/{id}/owner-checkup: every count at once (photo, cover and bio are 0 or 1). */
export const OwnerCheckup = Type.Object({
  user_id: Id,
  ...(Object.fromEntries(OWNER_CHECKUP_COUNTS.map((name) => [name, count])) as Record<(typeof OWNER_CHECKUP_COUNTS)[number], typeof count>),
});
export type OwnerCheckup = Static<typeof OwnerCheckup>;

export const OwnerCheckupParams = Type.Object({ id: Id, name: StringEnum(OWNER_CHECKUP_COUNTS) });
export type OwnerCheckupParams = Static<typeof OwnerCheckupParams>;

/** GET /users/{id}/owner-checkup/{name}: one count. */
export const OwnerCheckupCount = Type.Object({ user_id: Id, name: StringEnum(OWNER_CHECKUP_COUNTS), count });
export type OwnerCheckupCount = Static<typeof OwnerCheckupCount>;
