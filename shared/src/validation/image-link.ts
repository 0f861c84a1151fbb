/**
 * The one rule of every image link a person sets (a project's photo and thumbnail, a profile's photo and
 * cover): an image uploaded through POST /api/uploads. A link elsewhere is refused, whatever its scheme
 * (`javascript:`, `data:`, and `https:` too: the site's Content-Security-Policy shows only its own images, so an
 * outside link would show broken). Empty or null clears the image.
 *
 * `storedKind` is what the upload store holds at that link ('image', 'video', or undefined when nothing).
 */
export const IMAGE_LINK_MESSAGE = 'Please upload an image';

export function validateImageLink(value: unknown, storedKind: 'image' | 'video' | undefined): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return IMAGE_LINK_MESSAGE;
  return storedKind === 'image' ? undefined : IMAGE_LINK_MESSAGE;
}
