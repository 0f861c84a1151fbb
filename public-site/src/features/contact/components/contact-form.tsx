import { useState } from 'react';
import { CONTACT_REASONS } from '@storyfund/shared/constants';
import { validateContactMessage } from '@storyfund/shared/validation';
import { BotCheckField } from '@/components/form/bot-check-field';
import { FormStatus } from '@/components/form/form-alert';
import { FormMessages } from '@/components/form/form-messages';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useBotCheck } from '@/hooks/use-bot-check';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';
import { sendContactMessage } from '../api/contact-calls';

const FIELDS = ['name', 'email', 'reason', 'message', 'bot_token'] as const;
const REASON_OPTIONS = CONTACT_REASONS.map((r) => ({ value: r.value, label: r.label }));

export interface ContactFormProps {
  /** The logged-in sender's name and email, filled in for them. */
  initial?: { name: string; email: string };
}

/** The contact form: the 16 reasons, checked here with the API's rules, then sent. */
export function ContactForm({ initial }: ContactFormProps) {
  const api = useApi();
  const [sent, setSent] = useState<string | undefined>();
  const botCheck = useBotCheck();
  const form = useForm({ name: initial?.name ?? '', email: initial?.email ?? '', reason: '', message: '', bot_token: '' });

  const onSubmit = form.handleSubmit(
    (v) => {
      const errors: Record<string, string> = Object.fromEntries(
        Object.entries(validateContactMessage(v) ?? {}).map(([field, messages]) => [field, messages[0]!]),
      );
      const botError = botCheck.validate(v.bot_token);
      if (botError) errors['bot_token'] = botError;
      return Object.keys(errors).length > 0 ? errors : undefined;
    },
    async (v) => {
      setSent(undefined);
      // The widget's token works once: whatever the answer, the next attempt needs a new one.
      form.setValue('bot_token', '');
      try {
        await sendContactMessage(api, {
          name: v.name.trim(),
          email: v.email.trim(),
          reason: v.reason,
          message: v.message.trim(),
          ...botCheck.body(v.bot_token),
        });
        setSent('Thank you: your message is on its way to our team. We have emailed you a copy and will answer within two working days.');
        form.setValue('message', '');
      } catch (err) {
        const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), FIELDS);
        if (Object.keys(placed).length > 0) return { fields: placed, ...(unplaced.length > 0 ? { form: unplaced.join(' ') } : {}) };
        return { form: errorText(err) };
      }
    },
  );

  return (
    <form className="form" ref={form.formRef} onSubmit={onSubmit} noValidate aria-label="Contact us">
      <FormMessages formError={form.formError} errors={form.errors} />
      <FormStatus message={sent} />
      <TextField label="Your name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Your email" type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <SelectField label="What is it about?" placeholder="Choose a topic" options={REASON_OPTIONS} {...form.field('reason')} />
      <TextAreaField label="Your message" rows={6} required {...form.field('message')} />
      <BotCheckField
        settings={botCheck.settings}
        token={form.values.bot_token}
        onToken={(token) => form.setValue('bot_token', token)}
        error={form.errors.bot_token}
      />
      <Button type="submit" block busy={form.busy} busyLabel="Sending…">
        Send the message
      </Button>
    </form>
  );
}
