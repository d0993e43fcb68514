/**
 * The Captcha port of the contact form (SPEC §9 "Recaptcha minimum score 0.7"). With
 * RECAPTCHA_SECRET_KEY the shop asks Google's reCAPTCHA v3 verify endpoint (RECAPTCHA_VERIFY_URL)
 * about each token; without it `NoCaptcha` lets every message through (the default, off).
 * A verify service that does not answer is `unavailable` (503), never a crash.
 */
export const RECAPTCHA_MIN_SCORE = 0.7;
export const RECAPTCHA_ACTION = 'contact';
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5_000;

export type CaptchaVerdict =
  | { kind: 'passed' }
  /** No token, a token the service refused, the wrong action, or a score under the minimum. */
  | { kind: 'refused'; reason: 'missing-token' | 'failed' | 'wrong-action' | 'low-score' }
  | { kind: 'unavailable' };

export interface Captcha {
  /** The site key the browser loads reCAPTCHA with; null: no captcha. */
  readonly siteKey: string | null;
  verify(token: string | null | undefined, remoteIp: string): Promise<CaptchaVerdict>;
}

export class NoCaptcha implements Captcha {
  readonly siteKey = null;
  async verify(): Promise<CaptchaVerdict> {
    return { kind: 'passed' };
  }
}

interface VerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
}

export interface RecaptchaOptions {
  secretKey: string;
  siteKey: string | null;
  verifyUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export class RecaptchaV3 implements Captcha {
  readonly siteKey: string | null;

  constructor(private readonly options: RecaptchaOptions) {
    this.siteKey = options.siteKey;
  }

  async verify(token: string | null | undefined, remoteIp: string): Promise<CaptchaVerdict> {
    if (!token) return { kind: 'refused', reason: 'missing-token' };
    let answer: VerifyAnswer;
    try {
      const response = await (this.options.fetch ?? fetch)(this.options.verifyUrl ?? DEFAULT_RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secretKey, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return { kind: 'unavailable' };
      answer = (await response.json()) as VerifyAnswer;
    } catch {
      return { kind: 'unavailable' };
    }
    if (answer === null || typeof answer !== 'object' || answer.success !== true) return { kind: 'refused', reason: 'failed' };
    if (answer.action !== RECAPTCHA_ACTION) return { kind: 'refused', reason: 'wrong-action' };
    if (typeof answer.score !== 'number' || answer.score < RECAPTCHA_MIN_SCORE) return { kind: 'refused', reason: 'low-score' };
    return { kind: 'passed' };
  }
}

export interface ContactConfig {
  captcha: Captcha;
  /** SUPPORT_EMAIL: where contact messages are mailed. */
  supportEmail: string;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

/** RECAPTCHA_SECRET_KEY (unset: no captcha), RECAPTCHA_SITE_KEY, RECAPTCHA_VERIFY_URL, SUPPORT_EMAIL. */
export function readContactConfig(env: NodeJS.ProcessEnv = process.env): ContactConfig {
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim();
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim() || null;
  const verifyUrl = env.RECAPTCHA_VERIFY_URL?.trim() || DEFAULT_RECAPTCHA_VERIFY_URL;
  if (verifyUrl) new URL(verifyUrl);
  return {
    captcha: secretKey ? new RecaptchaV3({ secretKey, siteKey, verifyUrl }) : new NoCaptcha(),
    supportEmail: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
  };
}
