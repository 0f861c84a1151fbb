import { describe, expect, it } from 'vitest';
import { extractYoutubeId, isHostedVideoUrl, validateVideoLink } from './video-link.js';

const ID = 'dQw4w9WgXcQ';

describe('extractYoutubeId: a video-sharing link with an 11-character id', () => {
  it('reads the id from every supported link form', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}`,
      `http://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `www.youtube.com/watch?v=${ID}`,
      `youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}`,
      `youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://youtube.com/shorts/${ID}`,
      `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    ]) {
      expect(extractYoutubeId(link), link).toBe(ID);
    }
  });

  it('accepts ids with underscores and dashes', () => {
    expect(extractYoutubeId('https://youtu.be/a_b-c_d-e_f')).toBe('a_b-c_d-e_f');
  });

  it('rejects 10- and 12-character ids and bad characters', () => {
    expect(extractYoutubeId('https://youtu.be/dQw4w9WgXc')).toBeUndefined();
    expect(extractYoutubeId('https://youtu.be/dQw4w9WgXcQQ')).toBeUndefined();
    expect(extractYoutubeId('https://www.youtube.com/watch?v=dQw4w9WgXc')).toBeUndefined();
    expect(extractYoutubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQQ')).toBeUndefined();
    expect(extractYoutubeId('https://youtu.be/dQw4w9WgX!Q')).toBeUndefined();
  });

  it('rejects other hosts and other paths', () => {
    for (const link of [
      `https://vimeo.com/${ID}`,
      `https://notyoutube.com/watch?v=${ID}`,
      `https://youtube.com.evil.io/watch?v=${ID}`,
      `https://www.youtube.com/${ID}`,
      `https://www.youtube.com/embed/${ID}/extra`,
      `https://youtu.be/${ID}/extra`,
      `https://www.youtube.com/watch`,
      `ftp://youtu.be/${ID}`,
      '',
    ]) {
      expect(extractYoutubeId(link), link).toBeUndefined();
    }
  });
});

describe('isHostedVideoUrl: a hosted video on the image and video provider', () => {
  it('accepts https video delivery URLs', () => {
    expect(isHostedVideoUrl('https://res.cloudinary.com/storyfund/video/upload/v1700000000/clip.mp4')).toBe(true);
    expect(isHostedVideoUrl('https://res.cloudinary.com/my-cloud/video/upload/q_auto/clip.webm')).toBe(true);
  });

  it('rejects images, other hosts, plain http and bare prefixes', () => {
    expect(isHostedVideoUrl('https://res.cloudinary.com/storyfund/image/upload/v1/pic.jpg')).toBe(false);
    expect(isHostedVideoUrl('https://cdn.example.com/storyfund/video/upload/clip.mp4')).toBe(false);
    expect(isHostedVideoUrl('http://res.cloudinary.com/storyfund/video/upload/clip.mp4')).toBe(false);
    expect(isHostedVideoUrl('https://res.cloudinary.com/storyfund/video/upload/')).toBe(false);
    expect(isHostedVideoUrl('res.cloudinary.com/storyfund/video/upload/clip.mp4')).toBe(false);
  });
});

describe('validateVideoLink (spec §5)', () => {
  it('accepts either kind of link', () => {
    expect(validateVideoLink(`https://youtu.be/${ID}`)).toBeUndefined();
    expect(validateVideoLink('https://res.cloudinary.com/c/video/upload/v1/a.mp4')).toBeUndefined();
  });

  it('lets an empty, optional value pass', () => {
    expect(validateVideoLink('')).toBeUndefined();
    expect(validateVideoLink('  ')).toBeUndefined();
    expect(validateVideoLink(undefined)).toBeUndefined();
    expect(validateVideoLink(null)).toBeUndefined();
  });

  it('rejects anything else with one message', () => {
    expect(validateVideoLink('https://youtu.be/short')).toBe('Please enter a valid video link');
    expect(validateVideoLink('https://example.com/video.mp4')).toBe('Please enter a valid video link');
    expect(validateVideoLink(42)).toBe('Please enter a valid video link');
  });
});
