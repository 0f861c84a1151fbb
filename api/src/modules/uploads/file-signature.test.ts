import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../test-support/timeline.js';
import { sniffFileType } from './file-signature.js';

describe('sniffFileType: the type comes from the bytes', () => {
  it('recognises the accepted images and videos', () => {
    expect(sniffFileType(SAMPLE_FILES.png)?.contentType).toBe('image/png');
    expect(sniffFileType(SAMPLE_FILES.jpeg)?.contentType).toBe('image/jpeg');
    expect(sniffFileType(SAMPLE_FILES.gif)?.contentType).toBe('image/gif');
    expect(sniffFileType(SAMPLE_FILES.webp)?.contentType).toBe('image/webp');
    expect(sniffFileType(SAMPLE_FILES.mp4)).toEqual({ contentType: 'video/mp4', kind: 'video', extension: 'mp4' });
    expect(sniffFileType(SAMPLE_FILES.mov)?.contentType).toBe('video/quicktime');
    expect(sniffFileType(SAMPLE_FILES.webm)?.contentType).toBe('video/webm');
  });

  it('refuses text, other containers and look-alikes', () => {
    expect(sniffFileType(SAMPLE_FILES.text)).toBeUndefined();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    // HEIC and AVIF share the MP4 container but are images we do not accept.
    expect(sniffFileType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]))).toBeUndefined();
    expect(sniffFileType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypavif')]))).toBeUndefined();
    // Matroska that is not WebM, and a RIFF that is not WebP (WAV).
    expect(sniffFileType(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('\x42\x82\x88matroska')]))).toBeUndefined();
    expect(sniffFileType(Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt ')]))).toBeUndefined();
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(sniffFileType(new Uint8Array())).toBeUndefined();
  });
});
