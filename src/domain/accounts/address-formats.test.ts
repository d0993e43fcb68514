import { describe, expect, it } from 'vitest';
import { checkPostcode, isPhoneNumber, postcodeExample } from './address-formats';

describe('postcodes per country (issue 35 item 4)', () => {
  it.each([
    ['FR', '75011', '75011'], ['FR', '20000', '20000'], ['FR', '97400', '97400'], ['MC', '98000', '98000'],
    ['ES', '28014', '28014'], ['ES', '52001', '52001'], ['IT', '00184', '00184'], ['BE', '1000', '1000'], ['BE', '9999', '9999'],
    ['DE', '10119', '10119'], ['DE', '01067', '01067'], ['NL', '1012ab', '1012 AB'], ['NL', '1012 AB', '1012 AB'],
    ['LU', 'L-1009', '1009'], ['LU', '1009', '1009'], ['CH', '8001', '8001'], ['AT', '1010', '1010'],
    ['PT', '1100-148', '1100-148'], ['PT', '1100148', '1100-148'], ['FI', '00100', '00100'], ['GR', '10557', '105 57'],
    ['NO', '0150', '0150'], ['IE', 'd02x658', 'D02 X658'], ['IE', 'D6W 1234', 'D6W 1234'], ['GB', 'sw1a1aa', 'SW1A 1AA'], ['GB', 'M1 1AE', 'M1 1AE'],
    ['US', '90210', '90210'],
  ])('%s accepts %s as %s', (country, typed, written) => {
    expect(checkPostcode(typed, country)).toEqual({ ok: true, zipCode: written });
  });

  it.each([
    ['FR', '7501'], ['FR', '750111'], ['FR', '00100'], ['FR', '96000'], ['FR', 'ABCDE'], ['MC', '75011'],
    ['ES', '53001'], ['ES', '00123'], ['ES', '2801'], ['IT', '2012'], ['BE', '10000'], ['BE', '0999'], ['BE', '100'],
    ['DE', '1011'], ['DE', '00123'], ['NL', '1012'], ['NL', '0123 AB'], ['NL', '1012 SS'], ['LU', '12345'], ['CH', '80011'],
    ['AT', '0100'], ['PT', '1100'], ['PT', '0100-148'], ['FI', '1234'], ['GR', '1055'], ['NO', '12345'],
    ['IE', 'D02'], ['IE', 'B02 X658'], ['GB', '12345'], ['GB', 'SW1A'], ['US', '!'],
  ])('%s refuses %s', (country, typed) => {
    expect(checkPostcode(typed, country)).toMatchObject({ ok: false });
  });

  it('gives an example for the countries it knows', () => {
    expect(postcodeExample('fr')).toBe('75011');
    expect(postcodeExample('NL')).toBe('1012 AB');
    expect(postcodeExample('US')).toBeNull();
  });
});

describe('phone numbers per country (issue 35 item 4)', () => {
  it.each([
    ['FR', '06 12 34 56 78'], ['FR', '+33 6 12 34 56 78'], ['FR', '0033 6 12 34 56 78'], ['FR', '+33 (0)6 12 34 56 78'],
    ['MC', '+377 93 15 20 00'], ['MC', '06 12 34 56 78'.replace(/^0/, '+33 ')],
    ['ES', '612 345 678'], ['ES', '+34 612 345 678'], ['IT', '312 345 6789'], ['IT', '02 1234 5678'], ['IT', '+39 02 1234 5678'],
    ['BE', '0470 12 34 56'], ['BE', '02 123 45 67'], ['BE', '+32 (0)2 123.45.67'], ['BE', '+32 470 12 34 56'],
    ['DE', '0151 23456789'], ['DE', '+49 151 2345 6789'], ['DE', '030 123456'], ['NL', '06 12345678'], ['NL', '+31 20 123 4567'],
    ['LU', '621 123 456'], ['LU', '+352 621 123 456'], ['CH', '044 668 18 00'], ['AT', '+43 1 234567'], ['PT', '912 345 678'],
    ['PT', '+351 212 345 678'], ['FI', '040 1234567'], ['GR', '210 123 4567'], ['NO', '412 34 567'], ['IE', '087 123 4567'],
    ['IE', '+353 87 123 4567'], ['GB', '020 7946 0958'], ['GB', '+44 7700 900123'],
    // A number of another country, written internationally, is a number one can dial.
    ['FR', '+32 470 12 34 56'], ['DE', '+1 212 555 0100'],
  ])('%s accepts %s', (country, phone) => {
    expect(isPhoneNumber(phone, country)).toBe(true);
  });

  it.each([
    ['FR', '6 12 34 56 78'], ['FR', '06 12 34 56'], ['FR', '06 12 34 56 78 9'], ['FR', '+33 06 12 34 56 78'], ['FR', '+33 6 12 34 56'],
    ['ES', '512 345 678'], ['ES', '+34 612 345 67'], ['IT', '12 3456'], ['BE', '470 12 34 56'], ['BE', '+32 470 12 34 567'],
    ['DE', '151 23456789'], ['NL', '06 1234567'], ['PT', '912 345 67'], ['GR', '210 123 456'], ['NO', '412 34 56'],
    ['IE', '+353 87 123 4567 89'], ['GB', '07700 9001'], ['FR', 'call me'], ['FR', '12'], ['FR', '+0 123 456 789'], ['DE', '+1 212'],
  ])('%s refuses %s', (country, phone) => {
    expect(isPhoneNumber(phone, country)).toBe(false);
  });
});
