import { describe, expect, it } from 'vitest';
import { detailsFormSchema, detailsInput, paymentFormSchema } from './checkout-step-forms.ts';
import { issuesByField } from '../rules/schemas.ts';
import { errorCodes } from '../errors/codes.ts';

const guest = {
  customerType: 'PRIVATE',
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'g@example.it',
  confirmEmail: 'g@example.it',
  phoneCountry: 'IT',
  phoneNumber: '',
  invoiceEmail: '',
};
const company = { ...guest, customerType: 'BUSINESS', companyName: 'Ufficio Aperto S.r.l.', chamberOfCommerce: 'MI-1234567', reference: 'Natale 2026' };

describe('step 1, your details', () => {
  it('says each problem on its posted field, details.<name>', () => {
    const issues = issuesByField(detailsFormSchema('IT').safeParse({ details: { ...guest, confirmEmail: 'altro@example.it', firstName: '' } }));
    expect(issues['details.firstName']?.key).toBe('validation.firstNameRequired');
    expect(issues['details.confirmEmail']?.key).toBe('validation.emailMismatch');
  });

  it('checks the Italian partita IVA and wants an SDI code or a PEC address and the registered office', () => {
    const issues = issuesByField(detailsFormSchema('IT').safeParse({ details: { ...company, vatNumber: '01234567898', sdiCode: '', pecAddress: '' } }));
    expect(issues['details.vatNumber']?.key).toBe('validation.vatNumberInvalid');
    expect(issues['details.sdiCode']?.key).toBe('validation.sdiOrPecRequired');
    expect(issues['details.street']?.key).toBe('validation.streetRequired');
    expect(issues['details.postCode']?.key).toBe('validation.postcodeRequired');
    const seat = { street: 'Via Tortona', houseNumber: '27', postCode: '20144', city: 'Milano' };
    const ok = detailsFormSchema('IT').safeParse({ details: { ...company, ...seat, vatNumber: 'IT 012 345 678 97', sdiCode: 'm5uxcr1', pecAddress: '' } });
    // The API gets what was typed: it normalises the number itself.
    expect(ok.data?.details.vatNumber).toBe('IT 012 345 678 97');
  });

  it('asks a private customer who ticks the electronic invoice for a valid codice fiscale and the home address; unticked, sends none', () => {
    const home = { street: 'Via Roma', houseNumber: '1', postCode: '00184', city: 'Roma' };
    const parse = (details: Record<string, string>, ticked: boolean) =>
      detailsFormSchema('IT').safeParse({ details: { ...guest, ...details }, ...(ticked ? { electronicInvoice: 'on' } : {}) });
    expect(issuesByField(parse({ fiscalCode: '' }, true))['details.fiscalCode']?.key).toBe('validation.fiscalCodeRequired');
    const wrong = issuesByField(parse({ fiscalCode: 'RSSMRA80A01H501V' }, true));
    expect(wrong['details.fiscalCode']?.key).toBe('validation.fiscalCodeInvalid');
    expect(wrong['details.street']?.key).toBe('validation.streetRequired');
    expect(parse({ fiscalCode: 'rssmra80a01h501u', ...home }, true).data?.details).toMatchObject({ fiscalCode: 'rssmra80a01h501u', city: 'Roma' });
    // Typed, then the box unticked: no codice fiscale goes, and the address is not asked for.
    const unticked = parse({ fiscalCode: 'RSSMRA80A01H501V' }, false);
    expect(unticked.success).toBe(true);
    expect(unticked.data?.details.fiscalCode).toBeNull();
  });

  it('hands the API every field, one not posted as null and no customer type as the empty text', () => {
    expect(detailsInput({ firstName: 'Giulia' })).toMatchObject({ customerType: '', firstName: 'Giulia', sdiCode: null });
  });

  it('checks the passwords only with "create an account" ticked, in the codes createAccountOnOrder answers', () => {
    const asked = (account: Record<string, string>) => issuesByField(detailsFormSchema('IT').safeParse({ details: guest, account }));
    expect(asked({ password: 'corta' })).toEqual({});
    const issues = asked({ create: 'on', password: 'corta', passwordConfirmation: 'corto' });
    expect(issues['account.password']?.key).toBe(`error.${errorCodes.ACCOUNT_PASSWORD_TOO_SHORT}`);
    expect(issues['account.passwordConfirmation']?.key).toBe('validation.passwordMismatch');
    const ok = detailsFormSchema('IT').safeParse({
      details: guest,
      account: { create: 'on', password: 'Lunga-e-buona-1', passwordConfirmation: 'Lunga-e-buona-1' },
    });
    expect(ok.data?.account).toEqual({ password: 'Lunga-e-buona-1', passwordConfirmation: 'Lunga-e-buona-1', subscribed: false });
  });
});

describe('step 3, payment', () => {
  it('wants a method and the terms', () => {
    const issues = issuesByField(paymentFormSchema.safeParse({ intent: 'pay' }));
    expect(issues.method?.key).toBe('validation.paymentMethodRequired');
    expect(issues.termsAccepted?.key).toBe('validation.termsRequired');
  });

  it('takes the terms as accepted when paying again, and hands the API its input', () => {
    const r = paymentFormSchema.safeParse({ intent: 'retry', method: 'wallet', expectedGrandTotal: '25.95' });
    expect(r.data).toEqual({ method: 'wallet', bank: null, termsAccepted: false, expectedGrandTotal: 25.95 });
  });
});
