import { describe, expect, it, vi } from 'vitest';
import { isHttpError } from '@storyfund/shared/transport';
import { uploadFile } from './upload';

/** Just enough of XMLHttpRequest: records the request and lets the test drive progress and the answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadFile: POST /uploads with progress', () => {
  it('sends one multipart field named file with the bearer, and reports progress', async () => {
    const xhr = new FakeXhr();
    const progress = vi.fn();
    const file = new File(['png'], 'well.png', { type: 'image/png' });
    const done = uploadFile(file, {
      credentials: { token: 'tok', userId: 7 },
      onProgress: progress,
      createRequest: () => xhr as unknown as XMLHttpRequest,
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads');
    expect(xhr.headers['Authorization']).toBe('Bearer tok');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenLastCalledWith(0.25);
    xhr.answer(201, { id: 3, url: '/api/uploads/abc.png', content_type: 'image/png', kind: 'image', size_bytes: 3 });
    await expect(done).resolves.toMatchObject({ url: '/api/uploads/abc.png' });
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('rejects with the HTTP error and its field errors (spec §8 upload text)', async () => {
    const xhr = new FakeXhr();
    const done = uploadFile(new Blob(['x']), { credentials: {}, createRequest: () => xhr as unknown as XMLHttpRequest });
    expect(xhr.headers['Authorization']).toBeUndefined();
    xhr.answer(
      422,
      { message: 'Validation failed', error: 'Unsupported file', errors: { file: ['Only images and videos can be uploaded'] } },
      'Unprocessable Entity',
    );
    const err: unknown = await done.catch((e: unknown) => e);
    expect(isHttpError(err) && err.message).toBe('Validation failed: Unsupported file');
    expect(isHttpError(err) && err.fieldErrors).toEqual({ file: ['Only images and videos can be uploaded'] });
  });
});
