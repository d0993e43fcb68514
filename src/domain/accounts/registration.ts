import { IsBoolean, IsIn, IsNotEmpty, IsOptional, MaxLength, ValidateBy, validateSync } from 'class-validator';
import { accountMessageFr, summaryKey, type AccountMessageKey, type FieldProblem } from './account-messages';
import { MAX_EMAIL_LENGTH, isValidEmail, normaliseEmail } from './email';
import { isAcceptablePassword } from './password';
import { CIVILITIES, NAME_MAX_LENGTH, birthdayProblem, todayIso, type Civility } from './profile';

/** A new customer as the subscription form and `POST /security/register` take it. */
export interface Registration {
  civility: Civility;
  firstName: string;
  lastName: string;
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
  birthday: string | null;
  newsletter: boolean;
}

export type RegistrationField = keyof Registration;

export type RegistrationCheck =
  | { ok: true; registration: Registration }
  | { ok: false; problems: FieldProblem<RegistrationField>[]; key: AccountMessageKey; /** French, for the server's answer. */ message: string };

/** SPEC §5: the fields whose emptiness the general 'Veuillez compléter…' message is about. */
const REQUIRED_KEYS: ReadonlySet<AccountMessageKey> = new Set(['civility-invalid', 'last-name-required', 'first-name-required', 'email-required', 'password-required']);

const FIELD_ORDER: RegistrationField[] = ['civility', 'lastName', 'firstName', 'email', 'password', 'birthday', 'newsletter'];

/** The SPEC §5 rules as class-validator constraints; each message is a key of ACCOUNT_MESSAGES_FR. */
class RegistrationForm {
  @IsIn(CIVILITIES, { message: 'civility-invalid' })
  civility!: unknown;

  @IsNotEmpty({ message: 'last-name-required' })
  @MaxLength(NAME_MAX_LENGTH, { message: 'name-too-long' })
  lastName!: string;

  @IsNotEmpty({ message: 'first-name-required' })
  @MaxLength(NAME_MAX_LENGTH, { message: 'name-too-long' })
  firstName!: string;

  @IsNotEmpty({ message: 'email-required' })
  @ValidateBy({ name: 'shopEmail', validator: { validate: (value) => typeof value === 'string' && isValidEmail(value) } }, { message: 'email-invalid' })
  email!: string;

  @IsNotEmpty({ message: 'password-required' })
  @ValidateBy({ name: 'passwordPolicy', validator: { validate: (value) => typeof value === 'string' && isAcceptablePassword(value) } }, { message: 'password-format' })
  password!: string;

  @IsOptional()
  @ValidateBy({ name: 'birthday', validator: { validate: (value) => birthdayProblem(value) !== 'birthday-invalid' } }, { message: 'birthday-invalid' })
  @ValidateBy(
    { name: 'birthdayPast', validator: { validate: (value, args) => birthdayProblem(value, (args?.object as RegistrationForm).today) !== 'birthday-future' } },
    { message: 'birthday-future' },
  )
  birthday!: unknown;

  /** The day the birthday is compared with (not a field). */
  today!: string;

  @IsOptional()
  @IsBoolean({ message: 'newsletter-invalid' })
  newsletter!: unknown;
}

/** "Must not be empty" wins over "must conform": one message per field. */
const FIELD_PRIORITY: AccountMessageKey[] = ['last-name-required', 'first-name-required', 'email-required', 'password-required'];

/**
 * Checks a registration as it arrives (form state or request body): strings trimmed (not the
 * password), the civility read as a number, an empty birthday taken as none, a birthday after
 * `today` refused. The answer's message
 * follows `summaryKey`: several empty required fields give 'Veuillez compléter tous les champs
 * obligatoires', otherwise the field's own message.
 */
export function checkRegistration(input: unknown, today: string = todayIso()): RegistrationCheck {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const form = Object.assign(new RegistrationForm(), {
    civility: typeof raw.civility === 'string' && raw.civility.trim() !== '' ? Number(raw.civility) : raw.civility,
    lastName: text(raw.lastName),
    firstName: text(raw.firstName),
    email: text(raw.email),
    password: typeof raw.password === 'string' ? raw.password : '',
    birthday: raw.birthday === '' ? null : typeof raw.birthday === 'string' ? raw.birthday.trim() : raw.birthday,
    newsletter: raw.newsletter,
    today,
  });
  if (form.email.length > MAX_EMAIL_LENGTH) form.email = form.email.slice(0, MAX_EMAIL_LENGTH + 1);
  const problems = validateSync(form)
    .map((error) => ({ field: error.property as RegistrationField, key: firstKey(Object.values(error.constraints ?? {}) as AccountMessageKey[]) }))
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
  if (problems.length > 0) {
    const key = summaryKey(problems, REQUIRED_KEYS);
    return { ok: false, problems, key, message: accountMessageFr(key) };
  }
  return {
    ok: true,
    registration: {
      civility: form.civility as Civility,
      firstName: form.firstName,
      lastName: form.lastName,
      email: normaliseEmail(form.email),
      password: form.password,
      birthday: (form.birthday as string | null | undefined) ?? null,
      newsletter: form.newsletter === true,
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function firstKey(keys: AccountMessageKey[]): AccountMessageKey {
  return FIELD_PRIORITY.find((key) => keys.includes(key)) ?? keys[0];
}
