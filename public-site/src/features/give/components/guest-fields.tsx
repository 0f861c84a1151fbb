import { TextField } from '@/components/form/text-field';
import { LoginLink } from '@/components/ui/login-link';
import type { GiveErrors, GiveValues } from '../give-values';

export interface GuestFieldsProps {
  values: GiveValues;
  errors: GiveErrors;
  set: <K extends keyof GiveValues>(name: K, value: GiveValues[K]) => void;
}

/** Giving without an account: a guest account is made with the gift, and can be claimed afterwards. */
export function GuestFields({ values, errors, set }: GuestFieldsProps) {
  return (
    <fieldset className="give__guest">
      <legend className="give__legend">Your details</legend>
      <p className="give__note">
        Give as a guest, or <LoginLink>log in</LoginLink> to keep your gifts together. We email your receipt, and after your gift you can
        set a password to keep following the story.
      </p>
      <div className="form__row">
        <TextField
          label="First name"
          name="guest_first_name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.guest_first_name}
        />
        <TextField
          label="Last name"
          name="guest_last_name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.guest_last_name}
        />
      </div>
      <TextField
        label="Email"
        name="guest_email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.guest_email}
      />
    </fieldset>
  );
}
