import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { LoginLink } from '@/components/ui/login-link';
import { paths } from '@/config/paths';
import type { GiveErrors, GiveValues } from '../give-values';

export interface GiftOptionsProps {
  values: GiveValues;
  errors: GiveErrors;
  canGiveMonthly: boolean;
  set: <K extends keyof GiveValues>(name: K, value: GiveValues[K]) => void;
}

/** Monthly, dedication, visibility and encouragement. */
export function GiftOptions({ values, errors, canGiveMonthly, set }: GiftOptionsProps) {
  return (
    <div className="give__options">
      <CheckboxField
        label="Give monthly"
        name="monthly"
        checked={values.monthly}
        onChange={(checked) => set('monthly', checked)}
        hint="The same gift on this day each month, until you stop it."
      />
      {values.monthly && !canGiveMonthly ? (
        <div className={errors.monthly ? 'alert alert--error give__notice' : 'give__notice'}>
          {errors.monthly ? <p className="field__error">{errors.monthly}</p> : null}
          <p>Monthly gifts need a Storyfund account, so you can change or stop them at any time.</p>
          <p>
            <LoginLink>Log in</LoginLink> or <Link to={paths.signup}>create an account</Link>, then come back to give monthly.
          </p>
        </div>
      ) : null}
      {values.monthly ? (
        <p className="give__note">Dedications and gift cards are for one-time gifts.</p>
      ) : (
        <>
          <CheckboxField
            label="Dedicate this gift"
            name="dedicate"
            checked={values.dedicate}
            onChange={(checked) => set('dedicate', checked)}
          />
          {values.dedicate ? (
            <div className="give__dedication">
              <TextField
                label="Dedicatee name"
                name="dedicatee_name"
                autoComplete="off"
                value={values.dedicateeName}
                onChange={(event) => set('dedicateeName', event.target.value)}
                error={errors.dedicatee_name}
              />
              <TextField
                label="Dedicatee email"
                name="dedicatee_email"
                type="email"
                autoComplete="off"
                optional
                hint="We email them that you gave in their name."
                value={values.dedicateeEmail}
                onChange={(event) => set('dedicateeEmail', event.target.value)}
                error={errors.dedicatee_email}
              />
              {values.dedicateeEmail.trim() !== '' ? (
                <TextField
                  label="Send the email on"
                  name="dedication_send_on"
                  type="date"
                  optional
                  hint="Leave empty to send it at once."
                  value={values.dedicationSendOn}
                  onChange={(event) => set('dedicationSendOn', event.target.value)}
                  error={errors.dedication_send_on}
                />
              ) : null}
            </div>
          ) : null}
        </>
      )}
      <CheckboxField
        label="Give anonymously"
        name="anonymous"
        checked={values.anonymous}
        onChange={(checked) => set('anonymous', checked)}
        hint="Your name is not shown on the project, to its owner or to anyone else."
      />
      <TextAreaField
        label="Encouragement"
        name="encouragement"
        optional
        rows={3}
        hint="A message for the project's story, posted with your gift."
        value={values.encouragement}
        onChange={(event) => set('encouragement', event.target.value)}
        error={errors.encouragement}
      />
    </div>
  );
}
