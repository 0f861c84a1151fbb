/**
 * What a file is, from its first bytes (its "magic number"), never from its name or declared type.
 * Only the image and video formats browsers show natively are recognised.
 */
export type UploadKind = 'image' | 'video';

export interface FileType {
  contentType: string;
  kind: UploadKind;
  extension: string;
}

/** Bytes the sniffer needs to see (more is fine). */
export const SIGNATURE_BYTES = 64;

const JPEG: FileType = { contentType: 'image/jpeg', kind: 'image', extension: 'jpg' };
const PNG: FileType = { contentType: 'image/png', kind: 'image', extension: 'png' };
const GIF: FileType = { contentType: 'image/gif', kind: 'image', extension: 'gif' };
const WEBP: FileType = { contentType: 'image/webp', kind: 'image', extension: 'webp' };
const MP4: FileType = { contentType: 'video/mp4', kind: 'video', extension: 'mp4' };
const WEBM: FileType = { contentType: 'video/webm', kind: 'video', extension: 'webm' };
const QUICKTIME: FileType = { contentType: 'video/quicktime', kind: 'video', extension: 'mov' };

export const FILE_TYPES = [JPEG, PNG, GIF, WEBP, MP4, WEBM, QUICKTIME] as const;

/** ISO base media "major brands" that are MP4 video (HEIC and AVIF images share the container and are refused). */
const MP4_BRANDS = new Set([
  ...['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1'],
  ...['M4V ', 'M4VH', 'M4VP', 'dash', 'mmp4', 'MSNV'],
]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return GIF;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return WEBP;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: Matroska and WebM share it; the DocType element says which.
    return ascii(bytes, 4, SIGNATURE_BYTES).includes('webm') ? WEBM : undefined;
  }
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return QUICKTIME;
    return MP4_BRANDS.has(brand) ? MP4 : undefined;
  }
  // Older QuickTime files open with a movie or padding atom instead of ftyp.
  if (box === 'moov' || box === 'wide') return QUICKTIME;
  return undefined;
}
