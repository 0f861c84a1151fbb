/**
 * The bot-check widget in the browser (Cloudflare Turnstile by default, or any hCaptcha-compatible provider),
 * for both apps' forms (the public site's sign-up, login, reset and contact; the back-office's sign-in): its
 * script loaded on demand from the configured URL, then `render(element, { sitekey, callback })` draws the
 * challenge and calls back with a one-use token, which the form sends as `bot_token`. Browser-only: the API
 * never imports this file (it verifies tokens in api/src/modules/auth/bot-check.ts).
 */
export interface BotCheckRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

export interface BotCheckApi {
  render(element: HTMLElement, options: BotCheckRenderOptions): string | number | undefined;
  reset?(widgetId?: string | number): void;
  remove?(widgetId?: string | number): void;
}

/** What GET /config names when a widget is configured (`bot_check_site_key`, `bot_check_script_url`). */
export interface BotCheckSettings {
  siteKey: string;
  scriptUrl: string;
}

declare global {
  interface Window {
    turnstile?: BotCheckApi;
    hcaptcha?: BotCheckApi;
  }
}

/** The client's refusal when the widget is configured and the form has no token yet. */
export const BOT_CHECK_MISSING = 'Please complete the verification.';

/** The settings when the server has a widget configured, else null. */
export function botCheckSettings(
  config: { bot_check_site_key?: string | null; bot_check_script_url?: string | null } | undefined,
): BotCheckSettings | null {
  const siteKey = config?.bot_check_site_key ?? null;
  const scriptUrl = config?.bot_check_script_url ?? null;
  return siteKey !== null && scriptUrl !== null ? { siteKey, scriptUrl } : null;
}

/** The request body's field: the token, only when there is one. */
export function botCheckBody(token: string): { bot_token?: string } {
  return token === '' ? {} : { bot_token: token };
}

const loading = new Map<string, Promise<BotCheckApi>>();

const found = () => window.turnstile ?? window.hcaptcha;

/** Resolves the provider's API once its script has run (a second form on the page reuses it). */
export function loadBotCheck(scriptUrl: string): Promise<BotCheckApi> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<BotCheckApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = found();
      if (api) resolve(api);
      else reject(new Error('The verification could not start. Please reload the page.'));
    };
    script.onerror = () => {
      loading.delete(scriptUrl);
      script.remove();
      reject(new Error('The verification service could not be reached. Please reload the page.'));
    };
    document.head.appendChild(script);
  });
  loading.set(scriptUrl, promise);
  return promise;
}

/** A widget drawn into an element: `reset` asks for a fresh token, `remove` takes it away. */
export interface MountedBotCheck {
  reset(): void;
  remove(): void;
}

/**
 * Draws the widget into `element` once the provider's script is there. The token (or '' when it expires or
 * fails) goes to `onToken`; a script that cannot load goes to `onError` with a sentence for the user.
 */
export function mountBotCheck(
  element: HTMLElement,
  settings: BotCheckSettings,
  onToken: (token: string) => void,
  onError: (message: string) => void,
): MountedBotCheck {
  let active = true;
  let widget: { api: BotCheckApi; id: string | number | undefined } | null = null;
  loadBotCheck(settings.scriptUrl)
    .then((api) => {
      if (!active) return;
      const id = api.render(element, {
        sitekey: settings.siteKey,
        callback: (value) => onToken(value),
        'expired-callback': () => onToken(''),
        'error-callback': () => onToken(''),
      });
      widget = { api, id };
    })
    .catch((error: unknown) => active && onError(error instanceof Error ? error.message : String(error)));
  return {
    reset: () => widget?.api.reset?.(widget.id),
    remove: () => {
      active = false;
      widget?.api.remove?.(widget.id);
      widget = null;
      element.replaceChildren();
    },
  };
}
