import type { AccountMessageKey, FieldProblem } from './account-messages';

/** Civility codes of SPEC §3: 1 Mr, 2 Mrs, 3 other. */
export const CIVILITIES = [1, 2, 3] as const;
export type Civility = (typeof CIVILITIES)[number];

export const NAME_MAX_LENGTH = 60;

export function isCivility(value: unknown): value is Civility {
  return typeof value === 'number' && (CIVILITIES as readonly number[]).includes(value);
}

/** The customer as the accounts API answers it (docs/accounts-api.md "Profile"). */
export interface Profile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  civility: Civility;
  /** `YYYY-MM-DD` or null. */
  birthday: string | null;
  newsletter: boolean;
  roles: string[];
}

/** What a customer may change of their profile; anything else in a request is ignored. */
export interface ProfileUpdate {
  civility?: Civility;
  firstName?: string;
  lastName?: string;
  birthday?: string | null;
  newsletter?: boolean;
}

export type ProfileUpdateField = keyof ProfileUpdate;

const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day in `YYYY-MM-DD`, from 1900 on. Whether it lies in the past is the caller's. */
export function isBirthday(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = BIRTHDAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day a birthday may be (an older one is a typing slip, not a customer). */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** Today as `YYYY-MM-DD`, the day a birthday is compared with. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Why a birthday typed as text is refused, or null: not a real day from 1900 on
 * ('birthday-invalid'), or a day after `today` ('birthday-future').
 */
export function birthdayProblem(value: unknown, today: string = todayIso()): 'birthday-invalid' | 'birthday-future' | null {
  if (!isBirthday(value)) return 'birthday-invalid';
  return value > today ? 'birthday-future' : null;
}

export function fullName(profile: Pick<Profile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/**
 * Reads a profile change: known fields only, strings trimmed, each checked. `birthday: ''` or null
 * clears the date; a birthday after `today` is refused. Unknown fields (id, roles, status, password, email) are dropped, not refused.
 */
export function readProfileUpdate(input: unknown, today: string = todayIso()): { ok: true; update: ProfileUpdate } | { ok: false; problems: FieldProblem<ProfileUpdateField>[]; key: AccountMessageKey } {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const update: ProfileUpdate = {};
  const problems: FieldProblem<ProfileUpdateField>[] = [];
  if (raw.civility !== undefined) {
    const civility = typeof raw.civility === 'string' ? Number(raw.civility) : raw.civility;
    if (isCivility(civility)) update.civility = civility;
    else problems.push({ field: 'civility', key: 'civility-invalid' });
  }
  for (const [field, key] of [['lastName', 'last-name-required'], ['firstName', 'first-name-required']] as const) {
    if (raw[field] === undefined) continue;
    const name = typeof raw[field] === 'string' ? raw[field].trim() : '';
    if (name === '') problems.push({ field, key });
    else if ([...name].length > NAME_MAX_LENGTH) problems.push({ field, key: 'name-too-long' });
    else update[field] = name;
  }
  if (raw.birthday !== undefined) {
    const birthday = typeof raw.birthday === 'string' ? raw.birthday.trim() : raw.birthday;
    if (birthday === null || birthday === '') update.birthday = null;
    else {
      const problem = birthdayProblem(birthday, today);
      if (problem) problems.push({ field: 'birthday', key: problem });
      else update.birthday = birthday as string;
    }
  }
  if (raw.newsletter !== undefined) {
    if (typeof raw.newsletter === 'boolean') update.newsletter = raw.newsletter;
    else problems.push({ field: 'newsletter', key: 'newsletter-invalid' });
  }
  return problems.length > 0 ? { ok: false, problems, key: problems[0].key } : { ok: true, update };
}
