import { describe, it, expect } from 'vitest';
import { errorCodes, errorItem, errorMessage, errorMessages, fallbackMessages, isKnownErrorCode } from './catalogue.ts';

const locales = ['it', 'en', 'nl'] as const;
const codes = Object.entries(errorCodes);

const fallbackEn =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

describe('error codes', () => {
  it('are unique', () => {
    const values = codes.map(([, code]) => code);
    expect(new Set(values).size).toBe(values.length);
  });
  it('keep the codes the spec gives', () => {
    expect([
      errorCodes.CART_THIRD_PARTY_CARD_LIMIT,
      errorCodes.CART_GIFTCARD_LIMIT,
      errorCodes.CART_OUT_OF_STOCK,
      errorCodes.PAYMENT_DECLINED,
      errorCodes.PAYMENT_TOO_MANY_ATTEMPTS,
    ]).toEqual([2015, 2030, 2031, 2035, 2036]);
  });
  it('include the codes the API uses for its own failures', () => {
    for (const name of ['UNKNOWN_STORE', 'NOT_FOUND', 'VALIDATION', 'GENERIC'] as const) expect(isKnownErrorCode(errorCodes[name])).toBe(true);
  });
  const ranges: [RegExp, number, number][] = [
    [/^(ACCOUNT|LOGIN|CHANGE_PASSWORD|FORGOT_PASSWORD)_/, 1000, 1999],
    [/^(CART|PAYMENT|ORDER)_/, 2000, 2999],
    [/^CARD_/, 3000, 3999],
    [/^ACTIVATION_/, 4000, 4999],
    [/^STAFF_/, 5000, 5999],
    [/^(GENERIC|MAP_LOAD_FAILED|UNKNOWN_STORE|NOT_FOUND|VALIDATION|TOO_MANY_REQUESTS)$/, 9000, 9999],
  ];
  it.each(codes)('%s (%i) is in the range of its area', (name, code) => {
    const range = ranges.find(([pattern]) => pattern.test(name));
    expect(range, name).toBeDefined();
    expect(code).toBeGreaterThanOrEqual(range![1]);
    expect(code).toBeLessThanOrEqual(range![2]);
  });
});

describe('error texts', () => {
  it.each(codes)('%s (%i) has an it, en and nl text', (_name, code) => {
    for (const locale of locales) {
      expect(errorMessages[locale][code]?.trim(), `${locale} ${code}`).toBeTruthy();
      expect(errorMessage(locale, code), `${locale} ${code}`).not.toMatch(/\{\w+\}/);
    }
  });
  it('have no text for a code that is not in errorCodes', () => {
    const known = codes.map(([, code]) => String(code)).sort();
    for (const locale of locales) expect(Object.keys(errorMessages[locale]).sort()).toEqual(known);
  });
  it('are translated: the Italian and Dutch texts differ from the English ones', () => {
    for (const [, code] of codes) {
      expect(errorMessages.it[code], `it ${code}`).not.toBe(errorMessages.en[code]);
      expect(errorMessages.nl[code], `nl ${code}`).not.toBe(errorMessages.en[code]);
    }
  });

  const exact: [(typeof locales)[number], number, string][] = [
    ['en', 2015, 'Exceeded the third-party gift card sum limit in the order. The limit is 500 euro per order.'],
    ['en', 2030, 'Exceeding of giftcard limit in the order'],
    ['en', 2031, 'Not possible to continue with this gift card because currently it is out the stock.'],
    ['en', 2035, 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.'],
    ['en', 2036, 'Too many attempts have been made. Please try again later or use a different payment method.'],
    ['it', 2015, "Hai superato il limite di importo per le gift card di terze parti nell'ordine. Il limite è di 500 euro per ordine."],
    ['it', 2031, 'Non è possibile continuare con questa gift card perché al momento è esaurita.'],
    ['it', 2035, 'Non siamo riusciti a elaborare il tuo pagamento. Prova con un altro metodo di pagamento o contatta la tua banca per maggiori informazioni.'],
    ['it', 2036, 'Sono stati effettuati troppi tentativi. Riprova più tardi o usa un altro metodo di pagamento.'],
    // §8 "Order and payment", produced by the payment flow (server/modules/orders/payment-failure.ts).
    ['en', 2037, 'Something went wrong with the payment. Please try again or choose a different payment method.'],
    ['en', 2038, 'The payment failed twice. Please contact the payment provider.'],
    ['en', 2039, 'We cannot process this order. Please contact our customer service.'],
    ['it', 2037, 'Si è verificato un errore durante il pagamento. Riprova o scegli un altro metodo di pagamento.'],
    ['it', 2038, 'Il pagamento non è riuscito per due volte. Contatta il fornitore del servizio di pagamento.'],
    ['it', 2039, 'Non possiamo elaborare questo ordine. Contatta il nostro servizio clienti.'],
    ['it', errorCodes.CARD_UNKNOWN_NUMBER, 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.'],
  ];
  it.each(exact)('%s %i reads exactly as specified', (locale, code, text) => expect(errorMessage(locale, code)).toBe(text));

  it('2015 names no brand and states 500 euro in every locale', () => {
    for (const locale of locales) {
      expect(errorMessage(locale, 2015)).not.toMatch(/apple/i);
      expect(errorMessage(locale, 2015)).toContain('500 euro');
    }
  });
});

describe('fallback', () => {
  it.each([[-1], [0], [12345], [2034], [Number.NaN]])('code %s gives the fallback text', (code) => {
    expect(errorMessage('en', code)).toBe(fallbackEn);
    expect(errorMessage('it', code)).toBe(fallbackMessages.it);
    expect(errorMessage('nl', code)).toBe(fallbackMessages.nl);
  });
  it('is translated and is also the text of GENERIC', () => {
    expect(fallbackMessages.it).toMatch(/^Ops, qualcosa è andato storto/);
    expect(fallbackMessages.nl).toMatch(/^Oh oh, er ging iets mis/);
    for (const locale of locales) expect(errorMessage(locale, errorCodes.GENERIC)).toBe(fallbackMessages[locale]);
  });
  it('reads an unknown locale as Italian', () => {
    expect(errorMessage('xx' as 'it', 2031)).toBe(errorMessages.it[2031]);
    expect(errorMessage('xx' as 'it', -1)).toBe(fallbackMessages.it);
  });
});

describe('params', () => {
  it('fill the password limits by default and take the caller’s values over them', () => {
    expect(errorMessage('it', errorCodes.ACCOUNT_PASSWORD_TOO_SHORT)).toBe('La password è troppo corta: deve contenere almeno 8 caratteri.');
    expect(errorMessage('en', errorCodes.ACCOUNT_PASSWORD_TOO_SHORT, { min: 10 })).toBe('The password is too short: it must have at least 10 characters.');
    expect(errorMessage('en', errorCodes.CHANGE_PASSWORD_LENGTH)).toBe('The password must have 8 to 64 characters.');
    expect(errorMessage('nl', errorCodes.CHANGE_PASSWORD_LENGTH, { max: 32 })).toBe('Het wachtwoord moet 8 tot 32 tekens bevatten.');
  });
});

describe('errorItem', () => {
  it('carries code, translated message and the request parameter at fault', () => {
    expect(errorItem('it', errorCodes.CART_OUT_OF_STOCK, 'variationId')).toEqual({
      code: 2031,
      message: 'Non è possibile continuare con questa gift card perché al momento è esaurita.',
      referencedRequestParameter: 'variationId',
    });
  });
  it('points at no parameter by default and keeps an unknown code with the fallback text', () => {
    expect(errorItem('en', -1)).toEqual({ code: -1, message: fallbackEn, referencedRequestParameter: null });
    expect(errorItem('en', errorCodes.UNKNOWN_STORE, 'userData.storeID').referencedRequestParameter).toBe('userData.storeID');
  });
  it('passes params to the text', () => {
    expect(errorItem('it', errorCodes.CHANGE_PASSWORD_LENGTH, 'newPassword', { min: 12 }).message).toBe('La password deve contenere da 12 a 64 caratteri.');
  });
});
