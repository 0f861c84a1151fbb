import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { mountBotCheck, type BotCheckSettings, type MountedBotCheck } from '@storyfund/shared/bot-check';

export interface BotCheckFieldProps {
  /** From useBotCheck(); null: no widget configured, nothing is rendered. */
  settings: BotCheckSettings | null;
  /** The token the form holds; when the form empties it (tokens are single-use), the widget asks again. */
  token: string;
  onToken: (token: string) => void;
  error?: string | undefined;
}

/** The bot-check widget as a form field: its challenge, and the server's refusal as a field error. */
export function BotCheckField({ settings, token, onToken, error }: BotCheckFieldProps) {
  const id = useId();
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedBotCheck | null>(null);
  const hadToken = useRef(false);
  const [loadError, setLoadError] = useState<string | undefined>();
  const siteKey = settings?.siteKey ?? null;
  const scriptUrl = settings?.scriptUrl ?? null;
  const setToken = useEffectEvent((value: string) => onToken(value));

  useEffect(() => {
    if (siteKey === null || scriptUrl === null || slot.current === null) return;
    const mounted = mountBotCheck(slot.current, { siteKey, scriptUrl }, (value) => setToken(value), setLoadError);
    widget.current = mounted;
    return () => {
      mounted.remove();
      widget.current = null;
    };
  }, [siteKey, scriptUrl]);

  // The form emptied a token it had sent: the widget asks for a fresh one.
  useEffect(() => {
    if (token !== '') hadToken.current = true;
    else if (hadToken.current) {
      hadToken.current = false;
      widget.current?.reset();
    }
  }, [token]);

  if (settings === null) return null;
  const message = error ?? loadError;
  return (
    <div
      className={message ? 'field field--invalid' : 'field'}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <p className="field__label" id={`${id}-label`}>
        Verification
      </p>
      <div ref={slot} className="bot-check" />
      {message ? (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
