/**
 * The bot-check widget's script (Cloudflare Turnstile by default, or any hCaptcha-compatible provider):
 * loaded on demand from the configured URL, then `render(element, { sitekey, callback })` draws the
 * challenge and calls back with a one-use token, which the form sends as `bot_token`.
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

declare global {
  interface Window {
    turnstile?: BotCheckApi;
    hcaptcha?: BotCheckApi;
  }
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
