import { describe, expect, it } from 'vitest';
import { afterLogout, isProtectedPath, safeNext } from './account-paths.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { withoutFormErrors } from '../components/form/api-errors.ts';
import { loginFormSchema } from '../../common/forms/login-form.ts';
import { withQuery } from './account.ts';

describe('safeNext: where login may send the customer back to', () => {
  it('keeps a path of the shop with its query', () => {
    expect(safeNext('/cassa/')).toBe('/cassa/');
    expect(safeNext('/cassa/?step=2#pay')).toBe('/cassa/?step=2#pay');
  });

  it('refuses anything that leaves the shop or is no path', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'cassa/',
      '',
      null,
      undefined,
      '/\u0000x',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNext(bad), String(bad)).toBeNull();
    }
  });
});

describe('logout: a protected page sends the customer home (§4)', () => {
  it('knows the protected account pages of every storefront and language', () => {
    for (const p of [
      '/conto/overview/',
      '/conto/orders/',
      '/conto/dettagli-personali/',
      '/conto/lista/contatti/',
      '/riordino/',
      '/account/overzicht/',
      '/en/account/bestellingen/',
      '/conto/orders/?page=2',
    ]) {
      expect(isProtectedPath(p), p).toBe(true);
    }
    for (const p of ['/', '/carrello/', '/cassa/', '/conto/', '/conto/accesso/', '/carte-regalo/gift-card-tutto-in-uno/']) {
      expect(isProtectedPath(p), p).toBe(false);
    }
  });

  it('goes back to an open page, home from a protected or foreign one', () => {
    expect(afterLogout('/conto/esci/', '/carrello/')).toBe('/carrello/');
    expect(afterLogout('/conto/esci/', '/carte-regalo/?s=cena')).toBe('/carte-regalo/?s=cena');
    expect(afterLogout('/conto/esci/', '/conto/overview/')).toBe('/');
    expect(afterLogout('/conto/esci/', '/conto/dettagli-personali/')).toBe('/');
    expect(afterLogout('/conto/esci/', 'https://evil.example/')).toBe('/');
    expect(afterLogout('/conto/esci/', null)).toBe('/');
    expect(afterLogout('/en/account/uitloggen/', '/en/account/overzicht/')).toBe('/en/');
  });

  it("goes to the storefront's own home, on its own host when this one serves another there (decision 022)", () => {
    expect(afterLogout(new URL('http://nl.localhost:3000/account/uitloggen/'), null)).toBe('/');
    expect(afterLogout(new URL('http://localhost:3000/account/uitloggen/'), null)).toBe('http://nl.localhost:3000/');
    expect(afterLogout(new URL('http://localhost:3000/conto/esci/'), null)).toBe('/');
    expect(afterLogout(new URL('https://www.donami.it/account/uitloggen/'), '/account/overzicht/')).toBe('https://www.donami.nl/');
  });
});

describe('account forms: which error shows where', () => {
  const errors = [
    { code: 1102, message: 'La verifica di sicurezza non è riuscita. Riprova.', referencedRequestParameter: 'captchaToken' },
    { code: 1105, message: 'La combinazione di email e password non è corretta.', referencedRequestParameter: 'password' },
  ];

  const form = new FormData();
  form.set('email', 'anna@example.it');
  form.set('password', 'Regalo-2026!');
  const submission = parseForm(form, loginFormSchema, { lookup: (key) => key });
  const fields = ['email', 'password'];

  it('login shows only the first error, at its field or above the button', () => {
    expect(replyWithApiErrors(submission, errors, { fields, firstOnly: true }).error).toEqual({ '': [errors[0]?.message] });
    expect(replyWithApiErrors(submission, errors.slice(1), { fields, firstOnly: true }).error).toEqual({ password: [errors[1]?.message] });
  });

  it('other forms show each field its first error and the rest above the button', () => {
    expect(replyWithApiErrors(submission, errors, { fields }).error).toEqual({ '': [errors[0]?.message], password: [errors[1]?.message] });
  });

  it('hands the errors no field owns to the error modal, with their codes; with it open, the form keeps only its fields', () => {
    const reply = replyWithApiErrors(submission, errors, { fields });
    expect(reply.unowned).toEqual([errors[0]]);
    expect(
      withoutFormErrors(
        reply,
        reply.unowned.map((e) => e.message),
      ).error,
    ).toEqual({ password: [errors[1]?.message] });
  });

  it('carries the e-mail and next page, leaving out what is empty', () => {
    expect(withQuery('/conto/accesso/', { email: 'anna+1@example.it', next: '' })).toBe('/conto/accesso/?email=anna%2B1%40example.it');
    expect(withQuery('/conto/registrazione/', { email: '', next: null })).toBe('/conto/registrazione/');
  });
});
