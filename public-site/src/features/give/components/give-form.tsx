import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCents } from '@storyfund/shared/money';
import { validateGiftAmount } from '@storyfund/shared/validation';
import type { Project } from '@storyfund/shared/contract';
import { FormMessages } from '@/components/form/form-messages';
import { AuthenticationDialog } from '@/components/payment/authentication-dialog';
import { CardEntry } from '@/components/payment/card-entry';
import type { CardEntryHandle } from '@/components/payment/card-form-types';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useSession } from '@/hooks/use-session';
import { readAnonToken } from '@/lib/cookies';
import { splitPayment } from '../give-amounts';
import type { GiveRequest } from '../give-payment';
import { amountCentsOf, ERROR_FIELD_OF, giftPayload, initialGiveValues, monthlyPayload, tipCentsOf, validateGive } from '../give-values';
import type { GiveErrors, GiveValues } from '../give-values';
import { sameGiftCardCode, useGiftCard, usableBalance } from '../hooks/use-gift-card';
import { useGive } from '../hooks/use-give';
import { AmountPicker } from './amount-picker';
import { GiftCardField } from './gift-card-field';
import { GiftOptions } from './gift-options';
import { GiveSummary } from './give-summary';
import { GuestFields } from './guest-fields';
import { ThankYou } from './thank-you';
import type { GuestClaimRender } from './thank-you';
import { TipChooser } from './tip-chooser';

function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-alert]')?.focus();
}

/** The give form of contract B, its 3-D Secure dialog and its thank-you view. */
export function GiveForm({ project, guestClaim }: { project: Pick<Project, 'id' | 'title'>; guestClaim?: GuestClaimRender | undefined }) {
  const session = useSession();
  const { config } = useAppConfig();
  const [params] = useSearchParams();
  const [openedWithCode] = useState(() => params.get('gift_card') ?? '');
  const [values, setValues] = useState<GiveValues>(() => initialGiveValues(openedWithCode));
  const [errors, setErrors] = useState<GiveErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const cardRef = useRef<CardEntryHandle | null>(null);
  const giftCard = useGiftCard(openedWithCode);
  const flow = useGive(project.id, (failure) => {
    setErrors(failure.fields);
    setFocusRequest((n) => n + 1);
  });

  const asGuest = !session.isAuthenticated;
  const canGiveMonthly = session.isAuthenticated && session.user?.is_anonymous !== true && session.user?.guest_user !== true;
  const amount = amountCentsOf(values);
  const amountValid = validateGiftAmount(amount) === undefined;
  const tip = tipCentsOf(values);
  const useGiftCardCode = !values.monthly && values.giftCardCode.trim() !== '';
  const split = amountValid
    ? splitPayment(amount as number, tip, useGiftCardCode ? usableBalance(giftCard.lookup, values.giftCardCode) : 0)
    : undefined;
  const needsCard = split === undefined || split.chargeCents > 0 || values.monthly;

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  function set<K extends keyof GiveValues>(name: K, value: GiveValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    const field = ERROR_FIELD_OF[name];
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function giftCardErrors(): Promise<{ error?: string; balance: number }> {
    if (!useGiftCardCode) return { balance: 0 };
    const code = values.giftCardCode;
    const lookup =
      giftCard.lookup.state === 'found' && sameGiftCardCode(giftCard.lookup.code, code) ? giftCard.lookup : await giftCard.check(code);
    const error = lookup.state === 'failed' ? lookup.message : lookup.state === 'found' ? lookup.problem : undefined;
    return { ...(error ? { error } : {}), balance: usableBalance(lookup, code) };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (flow.busy) return;
    const found = validateGive(values, { asGuest, canGiveMonthly });
    const card = await giftCardErrors();
    if (card.error) found.gift_card_code = card.error;
    const chargeCents = amountValid ? splitPayment(amount as number, tip, card.balance).chargeCents : 0;
    const cardValid = chargeCents > 0 || values.monthly ? (cardRef.current?.check() ?? false) : true;
    if (Object.keys(found).length > 0 || !cardValid) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    const paymentMethodId = chargeCents > 0 || values.monthly ? await cardRef.current?.paymentMethod() : undefined;
    if ((chargeCents > 0 || values.monthly) && paymentMethodId === undefined) {
      setErrors({});
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    const anonToken = asGuest ? readAnonToken() : undefined;
    const request: GiveRequest = values.monthly
      ? { monthly: true, projectId: project.id, body: monthlyPayload(values, paymentMethodId as string), payer: {} }
      : {
          monthly: false,
          projectId: project.id,
          body: giftPayload(values, { asGuest, useGiftCard: useGiftCardCode, ...(paymentMethodId ? { paymentMethodId } : {}) }),
          payer: anonToken ? { token: anonToken } : {},
        };
    await flow.give(request, { chargeCents, card: cardRef.current });
  }

  if (flow.thanks) {
    return (
      <ThankYou
        thanks={flow.thanks}
        projectTitle={project.title}
        guestClaim={guestClaim}
        onGiveAgain={() => {
          flow.reset();
          giftCard.reset();
          setValues((current) => ({
            ...initialGiveValues(),
            firstName: current.firstName,
            lastName: current.lastName,
            email: current.email,
          }));
        }}
      />
    );
  }

  const submitLabel = split ? `Give ${formatCents(split.totalCents)}${values.monthly ? ' a month' : ''}` : 'Give';
  return (
    <>
      <h2 className="give__title">Give</h2>
      <form
        className="form give__form"
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={`Give to ${project.title}`}
      >
        <AmountPicker
          presetCents={values.presetCents}
          otherAmount={values.otherAmount}
          error={errors.amount_cents}
          onPreset={(cents) => setValues((current) => ({ ...current, presetCents: cents, otherAmount: '' }))}
          onOther={(text) => {
            setValues((current) => ({ ...current, otherAmount: text, presetCents: text.trim() === '' ? current.presetCents : null }));
            setErrors((current) => ({ ...current, amount_cents: undefined }));
          }}
        />
        <TipChooser
          amountCents={amountValid ? amount : undefined}
          value={values.tipPercent}
          error={errors.tip_cents}
          onChange={(percent) => set('tipPercent', percent)}
        />
        <GiftOptions values={values} errors={errors} canGiveMonthly={canGiveMonthly} set={set} />
        {values.monthly ? null : (
          <GiftCardField
            code={values.giftCardCode}
            lookup={giftCard.lookup}
            error={errors.gift_card_code}
            onChange={(code) => set('giftCardCode', code)}
            onCheck={() => void giftCard.check(values.giftCardCode)}
          />
        )}
        {asGuest ? <GuestFields values={values} errors={errors} set={set} /> : null}
        {needsCard ? (
          <CardEntry entryRef={cardRef} payments={config?.payments} serverError={errors.payment_method_id} />
        ) : (
          <p className="give__note">Your gift card pays all of it: no card needed.</p>
        )}
        <GiveSummary
          projectTitle={project.title}
          amountCents={amountValid ? amount : undefined}
          tipCents={tip}
          monthly={values.monthly}
          split={split}
        />
        <FormMessages formError={flow.failure?.message} errors={errors} />
        <Button type="submit" block className="button--large" busy={flow.busy && flow.authentication === null} busyLabel="Giving…">
          {submitLabel}
        </Button>
      </form>
      {flow.authentication ? <AuthenticationDialog {...flow.authentication} /> : null}
    </>
  );
}
