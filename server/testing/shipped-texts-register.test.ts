/**
 * One register per language, everywhere the shop speaks (pages, API messages, mails, documents,
 * CMS pages): German and French address the shopper formally (Sie, vous); Spanish, Italian and
 * Dutch informally (tú, tu, je), as most of their texts already did. A word of the other register
 * fails here, with where it is.
 */
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../src/domain/store/locales';
import { shippedTexts, textSourceFiles } from './shipped-texts';

/** Whole words, letters of every alphabet (JavaScript's \b only knows ASCII: "êtes" would hold "tes"). */
const words = (list: string[], flags = 'iu', around: { notAfter?: string; notBefore?: string } = {}) => new RegExp(
  `${around.notAfter ? `(?<!${around.notAfter})` : ''}(?<![\\p{L}\\p{N}_])(?:${list.join('|')})(?![\\p{L}\\p{N}_])${around.notBefore ? `(?!${around.notBefore})` : ''}`,
  flags,
);

const OTHER_REGISTER: Record<Exclude<LocaleCode, 'en'>, RegExp[]> = {
  // Imperatives of "du"; a first person ("wie sende ich", "ich habe … gelesen und akzeptiere sie") is none.
  de: [
    words(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer']),
    words(['wähle', 'gib', 'klicke', 'fülle', 'versuche es', 'akzeptiere', 'prüfe', 'melde', 'sende', 'nutze', 'aktiviere', 'lies', 'geh', 'gehe',
      'schau', 'entdecke', 'folge', 'lade', 'schreib', 'kleb', 'klebe', 'drucke', 'sag', 'verfolge', 'schick', 'schicke', 'bestätige', 'tippe', 'kontaktiere', 'schreibe', 'öffne', 'wende', 'lege', 'ändere', 'füge', 'speichere', 'warte', 'hast',
      'bist', 'kannst', 'musst', 'willst', 'möchtest', 'erhältst', 'findest', 'bekommst', 'siehst', 'wirst', 'gibst', 'brauchst',
      'bestellst', 'zahlst', 'solltest', 'darfst', 'hättest', 'wärst'], 'iu', { notAfter: 'und ', notBefore: ' ich' }),
  ],
  fr: [words(['tu', 'toi', 'ton', 'ta', 'tes', 'te', 'tien', 'tienne']), /(?<![\p{L}])[tT]['’](?=\p{L})/u],
  es: [
    words(['usted', 'ustedes']),
    words(['introduzca', 'elija', 'seleccione', 'indique', 'acepte', 'inténtelo', 'compruebe', 'póngase', 'escriba', 'pulse',
      'haga', 'consulte', 'espere', 'utilice', 'añada', 'confirme', 'revise', 'contacte', 'inicie', 'rellene', 'verifique', 'solicite'],
    // A subjunctive after "se", "que", "cuando" ("salvo que se indique", "cuando vuelva") is no formal imperative.
    'iu', { notAfter: '(?:se|que|cuando|cuanto) ' }),
  ],
  it: [
    words(['Lei', 'La preghiamo', 'Suo', 'Sua', 'Suoi', 'Sue'], 'u'),
    words(['inserisca', 'scelga', 'selezioni', 'riprovi', 'accetti', 'verifichi', 'contatti', 'scriva', 'indichi', 'controlli', 'attenda',
      'utilizzi', 'aggiunga', 'confermi', 'compili', 'clicchi', 'acceda', 'effettui']),
  ],
  nl: [words(['u', 'uw', 'uzelf'])],
};

describe('the register of every shipped text', () => {
  const texts = shippedTexts();

  it('reads the texts of every source: texts modules, mails, CMS pages and the storefront catalogue', () => {
    const files = textSourceFiles();
    for (const source of ['server/basket/basket-texts.ts', 'server/orders/orders-mail-texts.ts', 'server/documents/documents-texts.ts',
      'server/demo/cms-texts-de-en.ts', 'server/content/content-translations/de.json'])
      expect(files).toContain(source);
    const german = texts.filter((text) => text.locale === 'de');
    expect(german.some((text) => text.file === 'server/orders/orders-mail-texts.ts')).toBe(true);
    expect(german.some((text) => text.file === 'server/orders/orders-texts.ts')).toBe(true);
    expect(german.length).toBeGreaterThan(1000);
  });

  it('catches a word of the other register (the test can fail)', () => {
    expect(OTHER_REGISTER.de.some((pattern) => pattern.test('Bitte wähle eine Größe'))).toBe(true);
    expect(OTHER_REGISTER.de.some((pattern) => pattern.test('Wählen Sie Ihre Größe'))).toBe(false);
    expect(OTHER_REGISTER.fr.some((pattern) => pattern.test('Vous êtes inscrit(e) : choisis ta taille'))).toBe(true);
    expect(OTHER_REGISTER.fr.some((pattern) => pattern.test('Vous êtes inscrit(e) du 2 au 5'))).toBe(false);
    expect(OTHER_REGISTER.nl.some((pattern) => pattern.test('Uw winkelmand is leeg'))).toBe(true);
  });

  for (const [locale, patterns] of Object.entries(OTHER_REGISTER)) {
    it(`speaks ${locale} in one register`, () => {
      const offenders = texts
        .filter((text) => text.locale === locale && patterns.some((pattern) => pattern.test(text.text)))
        .map((text) => `${text.file}:${text.line} ${text.text.slice(0, 160)}`);
      expect(offenders).toEqual([]);
    });
  }
});
