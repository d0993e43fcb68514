/**
 * The contact form (SPEC §2 /contact, §5 "Contact order id: 1 to 8 digits"): who writes, about
 * what (one of a fixed list of subjects, labelled by the UI in each language), an optional order
 * number and the message. One home for the rules: the form, the CLI and the server check the same.
 */
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from '../accounts/email';
import { hasControlCharacter } from '../text/control-characters';

export const CONTACT_SUBJECTS = ['order', 'delivery', 'return', 'product', 'account', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_ORDER_ID_PATTERN = '^[0-9]{1,8}$';
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;
export { MAX_EMAIL_LENGTH as CONTACT_EMAIL_MAX };

export interface ContactRequest {
  email: string;
  name: string;
  subject: ContactSubject;
  /** SPEC §5: 1 to 8 digits; one of the sender's orders (the shop says 'unknown' otherwise, whoever's it is). */
  orderId?: string | null;
  message: string;
  /** The reCAPTCHA v3 token when the shop asks for one (SPEC §9, minimum score 0.7). */
  captchaToken?: string | null;
}

/** What the shop answers: the reference support quotes back. */
export interface ContactReceipt {
  reference: string;
}

export type ContactField = 'email' | 'name' | 'subject' | 'orderId' | 'message';
/** Why a field is refused; the UI turns each into words (`contact.errors.<field>.<problem>`); 'unknown' is the shop's. */
export type ContactProblem = 'required' | 'invalid' | 'too-short' | 'too-long' | 'unknown';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

export function isContactOrderId(value: string): boolean {
  return new RegExp(CONTACT_ORDER_ID_PATTERN).test(value);
}

/** Characters a person typed: line breaks allowed in the message, nothing else invisible. */
const messageLength = (text: string) => [...text.trim()].length;

/** The form's fields, trimmed; empty order id dropped. */
export function normaliseContact(request: ContactRequest): ContactRequest {
  const orderId = request.orderId?.trim() ?? '';
  return {
    email: normaliseEmail(request.email),
    name: request.name.trim().replace(/\s+/g, ' '),
    subject: request.subject,
    ...(orderId === '' ? {} : { orderId }),
    message: request.message.trim(),
    ...(request.captchaToken ? { captchaToken: request.captchaToken } : {}),
  };
}

/** Every field's problem, none when the request may be sent. */
export function checkContact(request: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  const email = request.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > MAX_EMAIL_LENGTH || !isValidEmail(email)) errors.email = 'invalid';
  const name = request.name.trim();
  if (name === '') errors.name = 'required';
  else if ([...name].length > CONTACT_NAME_MAX) errors.name = 'too-long';
  else if (hasControlCharacter(name)) errors.name = 'invalid';
  if (!isContactSubject(request.subject)) errors.subject = 'required';
  const orderId = request.orderId?.trim() ?? '';
  if (orderId !== '' && !isContactOrderId(orderId)) errors.orderId = 'invalid';
  const length = messageLength(request.message);
  if (length === 0) errors.message = 'required';
  else if (length < CONTACT_MESSAGE_MIN) errors.message = 'too-short';
  else if (length > CONTACT_MESSAGE_MAX) errors.message = 'too-long';
  else if (hasControlCharacter(request.message, { allowLineBreaks: true })) errors.message = 'invalid';
  return errors;
}

/** A stored message as support staff read it. */
export interface ContactMessage {
  id: number;
  reference: string;
  email: string;
  name: string;
  subject: ContactSubject;
  orderId: string | null;
  message: string;
  customerId: number | null;
  storeId: string;
  locale: string;
  createdAt: string;
  /** `open` until an agent marks it `done` (issue 39). */
  status: ContactStatus;
  doneAt: string | null;
  /** What support answered, oldest first (read one message to get them; a list leaves them out). */
  answers?: ContactAnswer[];
}

export const CONTACT_STATUSES = ['open', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** An agent's answer, as mailed to the sender in their language. */
export interface ContactAnswer {
  id: number;
  at: string;
  agentEmail: string;
  subject: string;
  text: string;
  locale: string;
}

export type ContactMessageSummary = Omit<ContactMessage, 'message' | 'answers'> & { excerpt: string; answerCount: number };
