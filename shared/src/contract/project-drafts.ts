/** Project drafts (docs/api-timeline.md "Drafts"): autosaved project forms, the form's fields under `data`. */
import { Id, ListOf, ObjectOrNull, PageQuery, Timestamp, Type, type Static } from './common.js';

/** The saved form: a JSON object of at most 100 KB, its fields as the form has them (checked on publishing). */
const DraftData = Type.Record(Type.String(), Type.Unknown());

export const ProjectDraft = Type.Object({
  id: Id,
  /** The author. */
  user_id: Id,
  /** The account the project will belong to: the author, or a partner account they create projects for. */
  owner_id: Id,
  data: DraftData,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type ProjectDraft = Static<typeof ProjectDraft>;

/** GET /project-drafts: the caller's drafts, last saved first. */
export const DraftPageQuery = PageQuery(30);
export type DraftPageQuery = Static<typeof DraftPageQuery>;

export const ProjectDraftList = ListOf(ProjectDraft);
export type ProjectDraftList = Static<typeof ProjectDraftList>;

/**
 * POST /project-drafts (an empty body saves an empty form). `data` is left untyped here so the API's check
 * answers with its own message (a JSON object under 100 KB).
 */
export const CreateDraftBody = ObjectOrNull(
  Type.Object({ data: Type.Optional(Type.Unknown()), owner_id: Type.Optional(Id) }, { additionalProperties: false }),
);
export type CreateDraftBody = Static<typeof CreateDraftBody>;

/** PATCH /project-drafts/{id}: autosave sends the whole form, which replaces the saved one. */
export const UpdateDraftBody = Type.Object({ data: Type.Unknown() }, { additionalProperties: false });
export type UpdateDraftBody = Static<typeof UpdateDraftBody>;

/** DELETE /project-drafts/{id}: 204, no body. */
export const DraftDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
