/**
 * reCAPTCHA v3 in the browser (SPEC §9): the script is added by the contact page only, and only
 * when the shop gives a site key (boSettings.recaptchaSiteKey); a token is asked for the `contact`
 * action at submit time. No key: no script, no token (the shop has no captcha).
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_ACTION = 'contact';
const SCRIPT_ID = 'recaptcha-v3';

/** Adds the script once; later calls reuse it. */
export function loadRecaptcha(siteKey: string): void {
  if (typeof document === 'undefined' || document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  document.head.appendChild(script);
}

/** A token for the contact action; null when the script could not load (the shop then refuses with its message). */
export async function recaptchaToken(siteKey: string, timeoutMs = 8_000): Promise<string | null> {
  loadRecaptcha(siteKey);
  const started = Date.now();
  while (!window.grecaptcha && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 100));
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) return null;
  try {
    return await new Promise<string>((resolve, reject) => grecaptcha.ready(() => grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION }).then(resolve, reject)));
  } catch {
    return null;
  }
}
