import type { AppConfig } from '../config.js';

/**
 * The Content-Security-Policy of each SPA's HTML (docs/decisions.md "Payments"). Scripts come only from our
 * origin and the processor (Stripe.js, loaded by the give panel in Stripe mode), plus Google's and
 * Facebook's sign-in scripts and the bot-check widget's origins only when those are configured. No inline script anywhere; the
 * public site needs no inline style either (React sets styles through the CSSOM, which CSP allows), while
 * the back-office's MUI (emotion) injects <style> elements, so only its policy allows inline styles.
 * Uploads are served by our own API in both storage modes (/api/uploads/...), so no S3 host is needed.
 */
type Directives = Record<string, string[]>;

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/** Project videos: YouTube embeds (privacy-enhanced host) and their thumbnails; hosted videos on Cloudinary. */
const VIDEO = { frame: ['https://www.youtube-nocookie.com'], img: ['https://img.youtube.com'], media: ['https://res.cloudinary.com'] };

const base = (): Directives => ({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', ...VIDEO.img],
  'media-src': ["'self'", 'blob:', ...VIDEO.media],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [...VIDEO.frame],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});

const render = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

export function publicSitePolicy(config: AppConfig): string {
  const d = base();
  d['script-src']!.push(...STRIPE.script);
  d['frame-src']!.push(...STRIPE.frame);
  d['connect-src']!.push(...STRIPE.connect);
  if (config.google.clientId) {
    d['script-src']!.push('https://accounts.google.com/gsi/client');
    d['frame-src']!.push('https://accounts.google.com/gsi/');
    d['connect-src']!.push('https://accounts.google.com/gsi/');
    d['style-src']!.push('https://accounts.google.com/gsi/style');
  }
  if (config.facebook.appId) {
    d['script-src']!.push('https://connect.facebook.net');
    d['frame-src']!.push('https://www.facebook.com', 'https://web.facebook.com');
    d['connect-src']!.push('https://graph.facebook.com');
  }
  allowBotCheck(d, config);
  return render(d);
}

/** The bot-check widget (the public site's sign-up, login, reset and contact; the back-office's sign-in), when configured: its script, its challenge frame and its calls. */
function allowBotCheck(d: Directives, config: AppConfig): void {
  const widget = config.botCheck.widget;
  if (!widget) return;
  d['script-src']!.push(...widget.origins);
  d['frame-src']!.push(...widget.origins);
  d['connect-src']!.push(...widget.origins);
}

export function backofficePolicy(config: AppConfig): string {
  const d = base();
  d['style-src']!.push("'unsafe-inline'");
  allowBotCheck(d, config);
  return render(d);
}

/** Static SVGs (demo pictures) are documents too when opened directly: nothing may run in them. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'";
