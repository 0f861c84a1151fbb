/** Loads the Google and Facebook sign-in scripts on demand (only when their ids are configured). */

interface GoogleIdApi {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

interface FacebookApi {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (answer: { authResponse?: { accessToken?: string } | null }) => void, options?: { scope: string }): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
    FB?: FacebookApi;
  }
}

const loading = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error('The sign-in service could not be reached. Please try again.'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

export async function loadGoogle(): Promise<GoogleIdApi> {
  await loadScript('https://accounts.google.com/gsi/client');
  const api = window.google?.accounts?.id;
  if (!api) throw new Error('Google sign-in is not available right now.');
  return api;
}

export async function loadFacebook(appId: string): Promise<FacebookApi> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const api = window.FB;
  if (!api) throw new Error('Facebook login is not available right now.');
  api.init({ appId, version: 'v21.0', cookie: false, xfbml: false });
  return api;
}

/** Opens the Facebook dialog; resolves the access token, or undefined when the user closed it. */
export function facebookAccessToken(api: FacebookApi): Promise<string | undefined> {
  return new Promise((resolve) => {
    api.login((answer) => resolve(answer.authResponse?.accessToken ?? undefined), { scope: 'email' });
  });
}
