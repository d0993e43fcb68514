/**
 * Postcodes and phone numbers per country: ONE rule for the browser forms, the accounts API and
 * the CLI (they all go through `checkAddress`). Only the countries the shop knows get a format;
 * another country keeps the general rule (a few letters, digits, spaces or dashes). A phone number
 * is written the national way of the address's country (`06 12 34 56 78`) or internationally
 * (`+33 6 12 34 56 78`, `0033 6…`), and then may be of any country whose numbering we know.
 */

interface PostcodeRule {
  /** Checked on the canonical form (upper case, one space where the country writes one). */
  pattern: RegExp;
  example: string;
  /** The postcode as the country writes it; the input has been upper-cased and its spaces trimmed. */
  canonical?: (compact: string) => string;
}

const spaceBefore = (tail: number) => (compact: string) => `${compact.slice(0, -tail)} ${compact.slice(-tail)}`;

const POSTCODES: Record<string, PostcodeRule> = {
  // Départements 01–95 and overseas 97–98 (98000 Monaco); 00 and 96 do not exist.
  FR: { pattern: /^(?!00|96)\d{5}$/, example: '75011' },
  MC: { pattern: /^980\d{2}$/, example: '98000' },
  // Provinces 01–52.
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28014' },
  IT: { pattern: /^\d{5}$/, example: '20121' },
  SM: { pattern: /^4789\d$/, example: '47890' },
  VA: { pattern: /^00120$/, example: '00120' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  DE: { pattern: /^(?!00)\d{5}$/, example: '10119' },
  NL: { pattern: /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/, example: '1012 AB', canonical: spaceBefore(2) },
  LU: { pattern: /^\d{4}$/, example: '1009', canonical: (compact) => compact.replace(/^L-?/, '') },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  LI: { pattern: /^94(8[5-9]|9[0-8])$/, example: '9490' },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  PT: { pattern: /^[1-9]\d{3}-\d{3}$/, example: '1100-148', canonical: (compact) => compact.replace(/^(\d{4})\s*-?\s*(\d{3})$/, '$1-$2') },
  FI: { pattern: /^\d{5}$/, example: '00100' },
  GR: { pattern: /^[1-8]\d{2} \d{2}$/, example: '105 57', canonical: spaceBefore(2) },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  DK: { pattern: /^[1-9]\d{3}$/, example: '1050' },
  SE: { pattern: /^[1-9]\d{2} \d{2}$/, example: '111 22', canonical: spaceBefore(2) },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950', canonical: (compact) => compact.replace(/^(\d{2})\s*-?\s*(\d{3})$/, '$1-$2') },
  // Eircode: a routing key (a letter and two digits, or D6W) and a four-character identifier.
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/, example: 'D02 X658', canonical: spaceBefore(4) },
  GB: { pattern: /^(GIR 0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKS-UW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) [0-9][ABD-HJLNP-UW-Z]{2})$/, example: 'SW1A 1AA', canonical: spaceBefore(3) },
};

/** Any other country: letters, digits, spaces and dashes, 2 to 10 characters with at least one digit or letter. */
const OTHER_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;

export type PostcodeCheck = { ok: true; zipCode: string } | { ok: false; example: string | null };

/** The postcode of `country` as the country writes it (`1012ab` → `1012 AB`), or a refusal with an example. */
export function checkPostcode(zipCode: string, country: string): PostcodeCheck {
  const rule = POSTCODES[country.toUpperCase()];
  const compact = zipCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!rule) return OTHER_POSTCODE.test(compact) ? { ok: true, zipCode: compact } : { ok: false, example: null };
  const written = rule.canonical ? rule.canonical(compact.replace(/ /g, '')) : compact;
  return rule.pattern.test(written) ? { ok: true, zipCode: written } : { ok: false, example: rule.example };
}

/** A postcode of the country, to show in the form (`75011`), or null when the shop has no format for it. */
export function postcodeExample(country: string): string | null {
  return POSTCODES[country.toUpperCase()]?.example ?? null;
}

interface PhoneRule {
  callingCode: string;
  /** The national significant number (without the trunk prefix). */
  number: RegExp;
  /** The national way drops a leading 0 when dialled from abroad (false: the number is dialled the same). */
  trunkZero: boolean;
}

const PHONES: Record<string, PhoneRule> = {
  FR: { callingCode: '33', number: /^[1-9]\d{8}$/, trunkZero: true },
  MC: { callingCode: '377', number: /^(\d{8}|6\d{8})$/, trunkZero: false },
  ES: { callingCode: '34', number: /^[6-9]\d{8}$/, trunkZero: false },
  // Italian land lines keep their 0 from abroad; mobiles start with 3.
  IT: { callingCode: '39', number: /^(0\d{5,10}|3\d{8,9})$/, trunkZero: false },
  BE: { callingCode: '32', number: /^([1-9]\d{7}|4\d{8})$/, trunkZero: true },
  DE: { callingCode: '49', number: /^[1-9]\d{5,12}$/, trunkZero: true },
  NL: { callingCode: '31', number: /^[1-9]\d{8}$/, trunkZero: true },
  LU: { callingCode: '352', number: /^[2-9]\d{3,10}$/, trunkZero: false },
  CH: { callingCode: '41', number: /^[1-9]\d{8}$/, trunkZero: true },
  AT: { callingCode: '43', number: /^[1-9]\d{3,12}$/, trunkZero: true },
  PT: { callingCode: '351', number: /^[2-9]\d{8}$/, trunkZero: false },
  FI: { callingCode: '358', number: /^[1-9]\d{4,11}$/, trunkZero: true },
  GR: { callingCode: '30', number: /^[2-9]\d{9}$/, trunkZero: false },
  NO: { callingCode: '47', number: /^[2-9]\d{7}$/, trunkZero: false },
  DK: { callingCode: '45', number: /^[2-9]\d{7}$/, trunkZero: false },
  SE: { callingCode: '46', number: /^[1-9]\d{6,9}$/, trunkZero: true },
  PL: { callingCode: '48', number: /^[1-9]\d{8}$/, trunkZero: false },
  IE: { callingCode: '353', number: /^[1-9]\d{6,8}$/, trunkZero: true },
  GB: { callingCode: '44', number: /^[1-9]\d{8,9}$/, trunkZero: true },
};

const PHONE_CHARACTERS = /^\+?[\d\s.\-()/]+$/;

/**
 * Whether `phone` is a number one can dial for an address in `country`: the country's national
 * way, or `+`/`00` with a calling code (any country we know gets its digit count checked; another
 * calling code takes 8 to 15 digits in all, E.164). `+32 (0)2…` is understood without its `(0)`.
 */
export function isPhoneNumber(phone: string, country: string): boolean {
  const text = phone.trim();
  if (!PHONE_CHARACTERS.test(text)) return false;
  const international = /^(\+|00)/.test(text);
  const digits = text.replace(/\(0\)/g, international ? '' : '0').replace(/\D/g, '');
  if (international) {
    const full = text.startsWith('+') ? digits : digits.slice(2);
    const rule = Object.values(PHONES).find((candidate) => full.startsWith(candidate.callingCode));
    if (!rule) return full.length >= 8 && full.length <= 15 && !full.startsWith('0');
    return rule.number.test(full.slice(rule.callingCode.length));
  }
  const rule = PHONES[country.toUpperCase()];
  if (!rule) return digits.length >= 6 && digits.length <= 15;
  if (!rule.trunkZero) return rule.number.test(digits);
  return digits.startsWith('0') && rule.number.test(digits.slice(1));
}
