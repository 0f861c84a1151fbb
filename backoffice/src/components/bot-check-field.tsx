/**
 * The bot-check widget as a field of a back-office form (the sign-in): the provider's challenge, drawn by the
 * shared loader, and the server's refusal under it. When the form empties a token it sent (tokens are single-use),
 * the widget asks for a fresh one.
 */
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { mountBotCheck, type BotCheckSettings, type MountedBotCheck } from '@storyfund/shared/bot-check';

export interface BotCheckFieldProps {
  settings: BotCheckSettings;
  token: string;
  onToken: (token: string) => void;
  error: string | undefined;
}

export function BotCheckField({ settings, token, onToken, error }: BotCheckFieldProps) {
  const id = useId();
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<MountedBotCheck | null>(null);
  const hadToken = useRef(false);
  const [loadError, setLoadError] = useState<string | undefined>();
  const setToken = useEffectEvent((value: string) => onToken(value));
  const { siteKey, scriptUrl } = settings;

  useEffect(() => {
    if (slot.current === null) return;
    const mounted = mountBotCheck(slot.current, { siteKey, scriptUrl }, (value) => setToken(value), setLoadError);
    widget.current = mounted;
    return () => {
      mounted.remove();
      widget.current = null;
    };
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (token !== '') hadToken.current = true;
    else if (hadToken.current) {
      hadToken.current = false;
      widget.current?.reset();
    }
  }, [token]);

  const message = error ?? loadError;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      sx={{ mt: 1 }}
    >
      <Typography id={`${id}-label`} variant="body2" component="p" sx={{ mb: 0.5 }}>
        Verification
      </Typography>
      <div ref={slot} />
      {message ? (
        <FormHelperText id={`${id}-error`} error>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
