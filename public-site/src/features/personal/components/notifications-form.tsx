import { useState } from 'react';
import { NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_LABELS } from '@storyfund/shared/constants';
import type { NotificationFrequency } from '@storyfund/shared/constants';
import type { SessionUser } from '@storyfund/shared/contract';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useServices } from '@/hooks/use-services';
import { updateAccount } from '../api/account-calls';
import { saveFailure } from '../api/save-failure';

const OPTIONS = NOTIFICATION_FREQUENCIES.map((value) => ({ value, label: NOTIFICATION_FREQUENCY_LABELS[value] }));

export function NotificationsForm({ user }: { user: SessionUser }) {
  const { api, session } = useServices();
  const [saved, setSaved] = useState<string | undefined>();
  const form = useForm({ notification_frequency: user.notification_frequency ?? 'week', unsubscribed: user.unsubscribed });

  const onSubmit = form.handleSubmit(
    () => undefined,
    async (v) => {
      setSaved(undefined);
      try {
        const updated = await updateAccount(api, user.id, {
          notification_frequency: v.notification_frequency as NotificationFrequency,
          unsubscribed: v.unsubscribed,
        });
        session.setUser(updated);
        setSaved('Your email preferences are saved.');
      } catch (err) {
        return saveFailure<typeof v>(err, ['notification_frequency', 'unsubscribed']);
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Email notifications">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={saved} />
      <SelectField label="How often to email me news" options={OPTIONS} {...form.field('notification_frequency')} />
      <CheckboxField
        label="Don't email me notifications"
        name="unsubscribed"
        checked={form.values.unsubscribed}
        onChange={(checked) => form.setValue('unsubscribed', checked)}
        hint="You will still get emails about your account, such as password resets."
      />
      <Button type="submit" busy={form.busy} busyLabel="Saving…">
        Save preferences
      </Button>
    </form>
  );
}
