import { describe, expect, it } from 'vitest';
import { quoteFormSchema } from './quote-form.ts';
import { issuesByField } from '../rules/schemas.ts';

const filled = {
  companyName: 'Officine Brambilla Srl',
  vatNumber: 'IT01234567897',
  contactName: 'Giulia Brambilla',
  email: 'acquisti@brambilla.example',
  phoneNumber: '02 8734 1190',
  message: 'Ottanta gift card per i dipendenti.',
};
const parse = (form: Record<string, unknown>) => quoteFormSchema('IT').safeParse(form);

describe('the quote form', () => {
  it("takes the storefront's phone country when none is chosen", () => {
    const r = parse(filled);
    expect(r.success && r.data).toMatchObject({ phoneCountry: 'IT', quantity: null, value: null, remark: null });
  });
  it('reports every field at fault at once, the phone with the others', () => {
    expect(issuesByField(parse({ ...filled, companyName: ' ', message: '', phoneNumber: '12' }))).toEqual({
      companyName: { key: 'validation.companyNameRequired', params: { min: 1 } },
      message: { key: 'validation.personalNoteRequired', params: { min: 1 } },
      phoneNumber: { key: 'validation.invalidPhoneNumber' },
    });
  });
  it('takes on the Italian storefront only a partita IVA with its check digit, by the rule of the checkout', () => {
    expect(issuesByField(parse({ ...filled, vatNumber: '01234567890' })).vatNumber).toEqual({ key: 'validation.vatNumberInvalid' });
    expect(issuesByField(quoteFormSchema('NL').safeParse({ ...filled, vatNumber: 'NL123456789B01' })).vatNumber).toBeUndefined();
  });
  it("checks the value against the shop's range, and leaves a product's own range to the API", () => {
    expect(issuesByField(parse({ ...filled, value: '20000' })).value).toEqual({ key: 'validation.customPrice', params: { min: 1, max: 10_000 } });
    expect(parse({ ...filled, productId: 'gift-card-tutto-in-uno', value: '20000' }).success).toBe(true);
  });
});
