/**
 * POST /uploads (multipart, one field `file`) with upload progress. The shared transport's upload
 * cannot report progress (fetch has no upload events), so this one call uses XMLHttpRequest; its
 * failures are the transport's `HttpError`/`NetworkError` with the spec §8 upload text.
 */
import { fieldErrorsOf, HttpError, NetworkError, uploadFailureMessage } from '@storyfund/shared/transport';
import type { Credentials } from '@storyfund/shared/transport';
import type { UploadedFile } from '@storyfund/shared/contract';
import { env } from '@/config/env';

export interface UploadOptions {
  credentials: Credentials;
  /** 0 to 1, as the bytes leave. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests inject a fake. */
  createRequest?: () => XMLHttpRequest;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function uploadFile(file: File | Blob, options: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl.replace(/\/+$/, '')}/uploads`);
    xhr.setRequestHeader('Accept', 'application/json');
    const { token, userId } = options.credentials;
    if (token && userId !== undefined && userId !== null && String(userId) !== '') xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 200 || xhr.status === 201) {
        options.onProgress?.(1);
        resolve(body as UploadedFile);
        return;
      }
      const statusText = xhr.statusText || String(xhr.status);
      const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
      reject(
        new HttpError(uploadFailureMessage(body, statusText), {
          status: xhr.status,
          statusText,
          response: body,
          rawText: xhr.responseText,
          error,
          fieldErrors: fieldErrorsOf(body),
        }),
      );
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, 'name' in file && typeof file.name === 'string' ? file.name : 'file');
    xhr.send(form);
  });
}
