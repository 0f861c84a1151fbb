/** Feature flags (spec §6, docs/api-features.md): GET and PATCH users/{id}/features. */
import { Nullable, StringEnum, Type, type Static } from './common.js';

const flags = {
  partner_donations_table: Type.Boolean(),
  dashboard: Type.Boolean(),
  team_management: Type.Boolean(),
  edit_role: Type.Boolean(),
};

/** The flags in force for an account, its kind, and which flags an admin set (null: the kind's default). */
export const Features = Type.Object({
  ...flags,
  /** Always on. */
  ai_helper: Type.Boolean(),
  account_kind: StringEnum(['partner', 'member'] as const),
  overrides: Type.Object({
    partner_donations_table: Nullable(Type.Boolean()),
    dashboard: Nullable(Type.Boolean()),
    team_management: Nullable(Type.Boolean()),
    edit_role: Nullable(Type.Boolean()),
  }),
});
export type Features = Static<typeof Features>;

/** PATCH users/{id}/features (admins): the flags sent change; null puts a flag back to its default. */
export const FeaturesPatch = Type.Object(
  {
    partner_donations_table: Type.Optional(Nullable(Type.Boolean())),
    dashboard: Type.Optional(Nullable(Type.Boolean())),
    team_management: Type.Optional(Nullable(Type.Boolean())),
    edit_role: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false },
);
export type FeaturesPatch = Static<typeof FeaturesPatch>;
