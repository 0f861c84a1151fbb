import { useState } from 'react';
import type { FormEvent } from 'react';
import { MESSAGE_LIMITS, validateMessage, validateVideoLink } from '@storyfund/shared/validation';
import type { TimelineEvent } from '@storyfund/shared/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormMessages } from '@/components/form/form-messages';
import { TextAreaField } from '@/components/form/text-area-field';
import { UploadField } from '@/components/form/upload-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';
import { postUpdate } from '../api/project-calls';

type Field = 'message' | 'photo_urls' | 'video_urls';
const FIELDS: readonly Field[] = ['message', 'photo_urls', 'video_urls'];

/** One video link per line, blanks dropped. */
function videoLinks(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The client-side checks: the shared video-link rule per line, and something to post. */
export function validateUpdate(message: string, photos: readonly string[], videoText: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const badVideo = videoLinks(videoText)
    .map(validateVideoLink)
    .find((result) => result !== undefined);
  if (badVideo) errors.video_urls = badVideo;
  const tooLong = validateMessage(message, 'update');
  if (tooLong) errors.message = tooLong;
  else if (message.trim() === '' && photos.length === 0 && videoLinks(videoText).length === 0) {
    errors.message = 'Write a message or add a photo or video';
  }
  return errors;
}

/** Post an update: a message, photos (uploaded), video links and the final flag. */
export function UpdateForm({ projectId, onPosted }: { projectId: number; onPosted: (update: TimelineEvent) => void }) {
  const api = useApi();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [videoText, setVideoText] = useState('');
  const [final, setFinal] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUpdate(message, photos, videoText);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      onPosted(await postUpdate(api, projectId, { message: message.trim(), photo_urls: photos, video_urls: videoLinks(videoText), final }));
    } catch (err) {
      const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), FIELDS);
      setErrors(placed);
      setFormError(unplaced.length > 0 ? unplaced.join(' ') : Object.keys(placed).length > 0 ? undefined : errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" aria-label="Post an update" noValidate onSubmit={(event) => void submit(event)}>
      <FormMessages formError={formError} errors={errors} />
      <TextAreaField
        label="Message"
        name="message"
        value={message}
        rows={6}
        maxLength={MESSAGE_LIMITS.update}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <UploadField
        label="Photos"
        name="photo_urls"
        values={photos}
        onChange={setPhotos}
        max={10}
        optional
        error={errors.photo_urls}
        hint="Up to 10 images (JPEG, PNG, GIF or WebP), 10 MB each."
      />
      <TextAreaField
        label="Video links"
        name="video_urls"
        value={videoText}
        rows={2}
        optional
        hint="YouTube or hosted video links, one per line."
        error={errors.video_urls}
        onChange={(event) => setVideoText(event.target.value)}
      />
      <CheckboxField
        label="This is the final update"
        name="final"
        checked={final}
        onChange={setFinal}
        hint="The work is finished: givers see it among the lives changed."
      />
      <Button type="submit" busy={busy} busyLabel="Posting…">
        Post update
      </Button>
    </form>
  );
}
