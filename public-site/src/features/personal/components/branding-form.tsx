import { useState } from 'react';
import { validateBrandColor } from '@storyfund/shared/validation';
import type { SessionUser } from '@storyfund/shared/contract';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { UploadField } from '@/components/form/upload-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { firstErrors } from '@/lib/validation';
import { setBranding } from '../api/account-calls';
import { saveFailure } from '../api/save-failure';

const FIELDS = ['brand_logo_url', 'brand_color'] as const;

/**
 * A white-labelled network's or a premium partner's logo and primary colour (PUT /users/{id}/branding). The
 * colour must keep white text readable (the shared contrast rule, checked here and by the API).
 */
export function BrandingForm({ user }: { user: SessionUser }) {
  const { api, session } = useServices();
  const [saved, setSaved] = useState<string | undefined>();
  const form = useForm({ brand_logo_url: user.brand_logo_url ?? '', brand_color: user.brand_color ?? '' });
  const onSubmit = form.handleSubmit(
    (v) => firstErrors({ brand_color: validateBrandColor(v.brand_color.trim()) }),
    async (v) => {
      setSaved(undefined);
      try {
        const branding = await setBranding(api, user.id, {
          brand_logo_url: v.brand_logo_url || null,
          brand_color: v.brand_color.trim() || null,
        });
        session.setUser({ ...user, ...branding });
        setSaved('Your branding is saved.');
      } catch (err) {
        return saveFailure<typeof v>(err, FIELDS);
      }
    },
  );
  const color = form.values.brand_color.trim();
  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Branding">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={saved} />
      <UploadField
        label="Logo"
        name="brand_logo_url"
        optional
        hint="Shown in the header of your pages."
        values={form.values.brand_logo_url ? [form.values.brand_logo_url] : []}
        onChange={(urls) => form.setValue('brand_logo_url', urls[0] ?? '')}
        error={form.errors.brand_logo_url}
      />
      <TextField
        label="Primary colour"
        optional
        hint="# and six hex digits, like #1f5f8b; dark enough for white text."
        {...form.field('brand_color')}
      />
      {color && !validateBrandColor(color) ? (
        <p className="branding-preview" style={{ background: color }}>
          White text on your colour
        </p>
      ) : null}
      <Button type="submit" busy={form.busy} busyLabel="Saving…">
        Save branding
      </Button>
    </form>
  );
}
