import { describe, expect, it } from 'vitest';
import { IMAGE_LINK_MESSAGE, validateImageLink } from './image-link.js';

describe('validateImageLink', () => {
  it('accepts an uploaded image, and empty to clear', () => {
    expect(validateImageLink('/api/uploads/abc.png', 'image')).toBeUndefined();
    expect(validateImageLink('', undefined)).toBeUndefined();
    expect(validateImageLink(null, undefined)).toBeUndefined();
    expect(validateImageLink(undefined, undefined)).toBeUndefined();
  });

  it('refuses anything the store does not hold as an image, whatever its scheme', () => {
    for (const link of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'https://img.example/p.jpg', 'x']) {
      expect(validateImageLink(link, undefined)).toBe(IMAGE_LINK_MESSAGE);
    }
    expect(validateImageLink('/api/uploads/abc.mp4', 'video')).toBe(IMAGE_LINK_MESSAGE);
    expect(validateImageLink(42, undefined)).toBe(IMAGE_LINK_MESSAGE);
  });
});
