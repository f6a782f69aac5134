import { describe, expect, it } from 'vitest';
import { firstIssue, issuesByField } from './issues.ts';
import { businessDetails, businessDetailsFor, italianBusinessDetails } from './schemas.ts';
import { detailsSchemaFor } from '../forms/checkout-form.ts';
import { electronicInvoiceProblem, isPartitaIva, isPecAddress, isSdiCode, normalisePartitaIva, normaliseSdiCode, partitaIvaCheckDigit } from './vat.ts';

describe('partita IVA', () => {
  it('computes the check digit of the Agenzia delle Entrate (odd places as they are, even places doubled)', () => {
    // 0+2+4+6+8 = 20; 1→2, 3→6, 5→10→1, 7→14→5, 9→18→9 = 23; 43 → 7.
    expect(partitaIvaCheckDigit('0123456789')).toBe(7);
    expect(partitaIvaCheckDigit('1083640152')).toBe(0);
    expect(partitaIvaCheckDigit('0765432015')).toBe(4);
  });
  it.each([
    ['01234567897', true],
    ['IT01234567897', true],
    ['it 012 345 678 97', true],
    ['  10836401520 ', true],
    ['07654320154', true],
    ['01234567898', false],
    ['01234567890', false],
    ['1234567897', false],
    ['012345678970', false],
    ['0123456789A', false],
    ['00000000000', false],
    ['IT00000000000', false],
    ['', false],
    ['DE123456789', false],
  ])('%j → %s', (value, valid) => expect(isPartitaIva(value)).toBe(valid));
  it('catches one mistyped digit and two swapped neighbours', () => {
    const good = '01234567897';
    for (let i = 0; i < 11; i++) {
      const typo = good.slice(0, i) + String((Number(good[i]) + 1) % 10) + good.slice(i + 1);
      expect(isPartitaIva(typo), typo).toBe(false);
    }
    expect(isPartitaIva('10234567897')).toBe(false);
  });
  it('keeps only the 11 digits', () => expect(normalisePartitaIva('IT 012.345.678-97')).toBe('01234567897'));
});

describe('SDI code and PEC', () => {
  it.each([
    ['M5UXCR1', true],
    ['m5uxcr1', true],
    ['0000000', true],
    ['ABC 1234', true],
    ['ABC123', false],
    ['ABCD1234', false],
    ['ABC-123', false],
    ['ÀBC1234', false],
  ])('SDI %j → %s', (value, valid) => expect(isSdiCode(value)).toBe(valid));
  it('prints the code in capitals without spaces', () => expect(normaliseSdiCode(' m5u xcr1 ')).toBe('M5UXCR1'));
  it.each([
    ['ufficioaperto@pec.it', true],
    ['amministrazione@legalmail.it', true],
    ['ufficio@pec', false],
    ['pec.it', false],
    ['a b@pec.it', false],
  ])('PEC %j → %s', (value, valid) => expect(isPecAddress(value)).toBe(valid));
  it('needs an SDI code or a PEC; 0000000 only together with a PEC', () => {
    expect(electronicInvoiceProblem('M5UXCR1', null)).toBeNull();
    expect(electronicInvoiceProblem(null, 'ufficio@pec.it')).toBeNull();
    expect(electronicInvoiceProblem('0000000', 'ufficio@pec.it')).toBeNull();
    expect(electronicInvoiceProblem('', '  ')).toEqual({ field: 'sdiCode', problem: 'required' });
    expect(electronicInvoiceProblem('0000000', '')).toEqual({ field: 'pecAddress', problem: 'zerosNeedPec' });
    expect(electronicInvoiceProblem('M5U', null)).toEqual({ field: 'sdiCode', problem: 'sdiInvalid' });
    expect(electronicInvoiceProblem(null, 'ufficio')).toEqual({ field: 'pecAddress', problem: 'pecInvalid' });
  });
});

const company = { companyName: 'Ufficio Aperto S.r.l.', chamberOfCommerce: 'MI-1234567', reference: 'Natale 2026' };
const fields = (schema: { safeParse(v: unknown): never }, value: unknown) =>
  Object.fromEntries(Object.entries(issuesByField(schema.safeParse(value))).map(([f, i]) => [f, i.key]));

describe('business details of the Italian storefront', () => {
  const it_ = italianBusinessDetails as never;
  it('accepts a partita IVA with IT and spaces and stores its 11 digits, the SDI code in capitals', () => {
    const parsed = italianBusinessDetails.parse({ ...company, vatNumber: 'IT 01234567897', sdiCode: 'm5uxcr1', pecAddress: '' });
    expect(parsed).toMatchObject({ vatNumber: '01234567897', sdiCode: 'M5UXCR1' });
    expect(parsed.pecAddress).toBeUndefined();
  });
  it('refuses a wrong check digit, all zeros, and a missing, short or zero-only recipient', () => {
    expect(fields(it_, { ...company, vatNumber: '01234567898', sdiCode: 'M5UXCR1' })).toEqual({ vatNumber: 'validation.vatNumberInvalid' });
    expect(fields(it_, { ...company, vatNumber: '00000000000', sdiCode: 'M5UXCR1' })).toEqual({ vatNumber: 'validation.vatNumberInvalid' });
    expect(fields(it_, { ...company, vatNumber: '01234567897' })).toEqual({ sdiCode: 'validation.sdiOrPecRequired' });
    expect(fields(it_, { ...company, vatNumber: '01234567897', sdiCode: null, pecAddress: null })).toEqual({ sdiCode: 'validation.sdiOrPecRequired' });
    expect(fields(it_, { ...company, vatNumber: '01234567897', sdiCode: 'M5U' })).toEqual({ sdiCode: 'validation.sdiCodeInvalid' });
    expect(fields(it_, { ...company, vatNumber: '01234567897', pecAddress: 'ufficio' })).toEqual({ pecAddress: 'validation.pecInvalid' });
    expect(fields(it_, { ...company, vatNumber: '01234567897', sdiCode: '0000000' })).toEqual({ pecAddress: 'validation.sdiZerosNeedPec' });
    expect(fields(it_, { ...company, vatNumber: '01234567897', sdiCode: '0000000', pecAddress: 'ufficio@pec.it' })).toEqual({});
    expect(fields(it_, {})).toEqual({
      companyName: 'validation.companyNameRequired',
      chamberOfCommerce: 'validation.chamberOfCommerceRequired',
      vatNumber: 'validation.vatNumberRequired',
      reference: 'validation.referenceRequired',
      sdiCode: 'validation.sdiOrPecRequired',
    });
    // Every problem at once: the form shows them together.
    expect(fields(it_, { ...company, vatNumber: '01234567898', sdiCode: '0000000' })).toEqual({
      vatNumber: 'validation.vatNumberInvalid',
      pecAddress: 'validation.sdiZerosNeedPec',
    });
    expect(fields(it_, { ...company, vatNumber: '01234567898', sdiCode: 'M5U' })).toEqual({
      vatNumber: 'validation.vatNumberInvalid',
      sdiCode: 'validation.sdiCodeInvalid',
    });
  });
  it('leaves other storefronts with the shared rules (any VAT number, no SDI/PEC needed)', () => {
    expect(businessDetailsFor('NL')).toBe(businessDetails);
    expect(businessDetailsFor('it')).toBe(italianBusinessDetails);
    expect(fields(businessDetails as never, { ...company, vatNumber: 'NL123456789B01' })).toEqual({});
  });
});

describe('checkout details by storefront', () => {
  const buyer = { customerType: 'BUSINESS', firstName: 'Giulia', lastName: 'Rossi', email: 'g@example.it', confirmEmail: 'g@example.it', ...company };
  const seat = { street: 'Via Tortona', houseNumber: '27', postCode: '20144', city: 'Milano' };
  it('Italian business: partita IVA and SDI/PEC checked, the result carries both and the registered office', () => {
    const ok = detailsSchemaFor('IT').safeParse({ ...buyer, ...seat, suffix: 'b', vatNumber: '01234567897', pecAddress: 'ufficio@pec.it' });
    expect(ok.success && ok.data.business).toMatchObject({ vatNumber: '01234567897', pecAddress: 'ufficio@pec.it' });
    expect(ok.success && ok.data.seat).toEqual({ countryCode: 'IT', ...seat, suffix: 'b' });
    expect(firstIssue(detailsSchemaFor('IT').safeParse({ ...buyer, vatNumber: '12345678901', sdiCode: 'M5UXCR1' }))?.key).toBe('validation.vatNumberInvalid');
  });
  it('Italian business: the registered office is required, each field by the address rules, its CAP Italian', () => {
    const issues = (v: object) => {
      const r = detailsSchemaFor('IT').safeParse({ ...buyer, vatNumber: '01234567897', sdiCode: 'M5UXCR1', ...v });
      return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({})).toEqual({
      street: 'validation.streetRequired',
      houseNumber: 'validation.houseNumberRequired',
      postCode: 'validation.postcodeRequired',
      city: 'validation.cityRequired',
    });
    expect(issues({ ...seat, postCode: '1012 AB', houseNumber: 'zero' })).toEqual({
      postCode: 'validation.postcodeInvalid',
      houseNumber: 'validation.houseNumberInvalid',
    });
    expect(issues(seat)).toEqual({});
    // Not asked of a private customer, nor on the Dutch storefront.
    expect(detailsSchemaFor('IT').safeParse({ ...buyer, customerType: 'PRIVATE' }).data?.seat).toBeNull();
    expect(detailsSchemaFor('NL').safeParse({ ...buyer, vatNumber: 'NL123456789B01' }).data?.seat).toBeNull();
  });
  it('a private customer needs no business fields; the Dutch storefront no partita IVA', () => {
    expect(detailsSchemaFor('IT').safeParse({ ...buyer, customerType: 'PRIVATE', vatNumber: 'x' }).success).toBe(true);
    expect(detailsSchemaFor('NL').safeParse({ ...buyer, vatNumber: 'NL123456789B01' }).success).toBe(true);
  });
});
