/** Uploads (docs/api-timeline.md "Uploads"): images and videos, typed by their bytes, served at their URL. */
import { Id, StringEnum, Text, Type, type Static } from './common.js';

/** POST /uploads: a multipart/form-data body with exactly one file part, named `file` (streamed, checked by the API). */
export const UploadForm = Type.Object({
  file: Type.String({
    format: 'binary',
    description: 'An image (JPEG, PNG, GIF, WebP; at most 10 MB) or a video (MP4, WebM, QuickTime; at most 200 MB)',
  }),
});

/** A stored upload; `url` is where it is served and what project and timeline media fields take. */
export const UploadedFile = Type.Object({
  id: Id,
  url: Type.String({ description: '/api/uploads/{key}' }),
  /** Detected from the file's first bytes, whatever the client declared. */
  content_type: Type.String(),
  kind: StringEnum(['image', 'video'] as const),
  size_bytes: Type.Integer({ minimum: 1 }),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** GET /uploads/{key}: the key in an upload's URL (random hex and the type's extension). */
export const UploadKeyParams = Type.Object({ key: Text(64) });
export type UploadKeyParams = Static<typeof UploadKeyParams>;

/** The file's bytes, with its content type (the whole file, or with `Range` the part asked for). */
export const UploadBytes = Type.String({ format: 'binary', description: "The file's bytes" });
