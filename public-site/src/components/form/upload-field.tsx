import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useSessionStore } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { uploadFile } from '@/lib/upload';
import { FieldShell, describedBy } from './field-shell';

export interface UploadFieldProps {
  label: string;
  name: string;
  /** The uploaded files' URLs. */
  values: readonly string[];
  onChange: (urls: string[]) => void;
  /** How many files the field holds (1: the new file replaces the old). */
  max?: number;
  accept?: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
}

interface Progress {
  name: string;
  percent: number;
}

/** Picks images, sends each to POST /uploads with a progress bar, and keeps the URLs; a server refusal shows under the field. */
export function UploadField({ label, name, values, onChange, max = 1, accept = 'image/*', error, hint, optional }: UploadFieldProps) {
  const session = useSessionStore();
  const id = `${useId()}-${name}`;
  const [progress, setProgress] = useState<Progress | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const shown = uploadError ?? error;

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploadError(undefined);
    let urls = [...values];
    for (const file of files) {
      if (max > 1 && urls.length >= max) {
        setUploadError(`You can add up to ${max} files`);
        break;
      }
      setProgress({ name: file.name, percent: 0 });
      try {
        const uploaded = await uploadFile(file, {
          credentials: session.credentials(),
          onProgress: (fraction) => setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
        });
        urls = max === 1 ? [uploaded.url] : [...urls, uploaded.url];
        onChange(urls);
      } catch (err) {
        setUploadError(firstFieldErrors(err)['file'] ?? errorText(err));
        break;
      } finally {
        setProgress(null);
      }
    }
  }

  return (
    <FieldShell id={id} label={label} hint={hint} error={shown} optional={optional}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={max > 1}
        className="field__control upload__input"
        disabled={progress !== null}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(id, hint, shown)}
        onChange={(event) => void pick(event)}
      />
      {progress ? (
        <div className="upload__progress" role="status">
          <progress max={100} value={progress.percent} aria-label={`Uploading ${progress.name}`} />
          <span>
            Uploading {progress.name}: {progress.percent}%
          </span>
        </div>
      ) : null}
      {values.length > 0 ? (
        <ul className="upload__list">
          {values.map((url, index) => (
            <li key={url} className="upload__item">
              {/\.(mp4|webm|mov)$/i.test(url) ? null : <img className="upload__preview" src={url} alt={`${label} ${index + 1}`} />}
              <button
                type="button"
                className="button button--link"
                onClick={() => onChange(values.filter((value) => value !== url))}
                aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FieldShell>
  );
}
