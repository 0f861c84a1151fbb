import { useState } from 'react';
import { validateMessage } from '@storyfund/shared/validation';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { TextAreaField } from '@/components/form/text-area-field';
import { UploadField } from '@/components/form/upload-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { createPost } from '../api/community-calls';

const splitUrls = (value: string) => (value ? value.split('\n') : []);

/** The partner's side writes a community post: a message, photos (uploaded here), or both. */
export function PostForm({ profileId, onPosted }: { profileId: string; onPosted: () => void }) {
  const api = useApi();
  const [posted, setPosted] = useState<string | undefined>();
  const form = useForm({ message: '', photo_urls: '' });
  const onSubmit = form.handleSubmit(
    (v) => {
      const message = validateMessage(v.message, 'update');
      if (message) return { message };
      return v.message.trim() === '' && v.photo_urls === '' ? { message: 'Write a message or add a photo' } : undefined;
    },
    async (v) => {
      setPosted(undefined);
      try {
        await createPost(api, profileId, { message: v.message.trim(), photo_urls: splitUrls(v.photo_urls) });
        form.setValue('message', '');
        form.setValue('photo_urls', '');
        setPosted('Your post is published.');
        onPosted();
      } catch (err) {
        const fields = firstFieldErrors(err);
        if (fields.message || fields.photo_urls) return { fields: { message: fields.message, photo_urls: fields.photo_urls } };
        return { form: errorText(err) };
      }
    },
  );
  return (
    <form
      id="community-post-form"
      className="form post-form"
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Write a community post"
    >
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={posted} />
      <TextAreaField label="Share news with your community" rows={3} {...form.field('message')} />
      <UploadField
        label="Photos"
        name="photo_urls"
        max={10}
        optional
        values={splitUrls(form.values.photo_urls)}
        onChange={(urls) => form.setValue('photo_urls', urls.join('\n'))}
        error={form.errors.photo_urls}
      />
      <Button type="submit" busy={form.busy} busyLabel="Publishing…">
        Publish post
      </Button>
    </form>
  );
}
