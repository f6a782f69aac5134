import type { PaymentLocale, PaymentMethod, ProviderStatus } from '../provider.ts';
import type { SandboxOutcome, SandboxPayment } from './books.ts';
import { copyFor, pageLocale, type SandboxCopy } from './copy.ts';
import { bankIssuer, sandboxBanks, transferAccount } from './methods.ts';
import { esc, formatAmount, formatTime, page } from './page-kit.ts';
import { sandboxPagePath } from './provider.ts';

// The hosted payment page: what the payer sees after the shop's checkout sends them here, in the
// language the shop opened the payment in (copy.ts; Italian for a payment without one).

export type Outcome = SandboxOutcome;
export const outcomes: Outcome[] = ['paid', 'failed', 'error', 'fraud', 'canceled', 'pending', 'expired'];

/**
 * Test card numbers that pay badly, as real providers' sandboxes have them: the card is declined,
 * meets a technical error, or is blocked as suspected fraud. Any other valid number pays.
 */
const testCards: Record<string, Outcome> = {
  '4000000000000002': 'failed',
  '4000000000000119': 'error',
  '4100000000000019': 'fraud',
};

/** What paying with the details given comes to: a test card's own outcome, else the payer's choice. */
export function outcomeOf(p: SandboxPayment, chosen: Outcome, form: PayForm): Outcome {
  if (p.method !== 'card' || chosen !== 'paid') return chosen;
  return testCards[(form.cardNumber ?? '').replace(/[\s-]/g, '')] ?? chosen;
}
export type PayForm = Partial<Record<'cardholder' | 'cardNumber' | 'expMonth' | 'expYear' | 'cvc' | 'acceptInvoice', string>>;
export type FieldErrors = Partial<Record<keyof PayForm | 'bank', string>>;

const fieldIds: Record<keyof FieldErrors, string> = {
  cardholder: 'cardholder',
  cardNumber: 'card-number',
  expMonth: 'exp-month',
  expYear: 'exp-year',
  cvc: 'cvc',
  acceptInvoice: 'accept-invoice',
  bank: 'bank-choice',
};

/** The payment's language and its words, for one page. */
type View = { p: SandboxPayment; locale: PaymentLocale; c: SandboxCopy };
const viewOf = (p: SandboxPayment): View => ({ p, locale: pageLocale(p.locale), c: copyFor(p.locale) });
const amountOf = ({ p, locale }: View) => formatAmount(p.amountCents, p.currency, locale);

/** What the payer's main button means: a bank transfer is pending until the money arrives. */
export function defaultOutcome(method: PaymentMethod): Outcome {
  return method === 'bank_transfer' ? 'pending' : 'paid';
}

/** Loose checks, as a sandbox needs: the details are required and numeric where they should be. Errors in the payment's language. */
export function validatePayForm(p: SandboxPayment, outcome: Outcome, form: PayForm): FieldErrors {
  const errors: FieldErrors = {};
  const say = copyFor(p.locale).errors;
  // Cancelling or letting it expire needs no details, as on a real page.
  if (outcome === 'canceled' || outcome === 'expired') return errors;
  if (p.method === 'card') {
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    const month = Number(form.expMonth);
    if (!form.cardholder?.trim()) errors.cardholder = say.cardholder;
    if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = say.cardNumber;
    if (!/^\d{1,2}$/.test(form.expMonth ?? '') || month < 1 || month > 12) errors.expMonth = say.expMonth;
    if (!/^(\d{2}|\d{4})$/.test(form.expYear ?? '')) errors.expYear = say.expYear;
    if (!/^\d{3,4}$/.test(form.cvc ?? '')) errors.cvc = say.cvc;
  }
  if (p.method === 'invoice' && form.acceptInvoice !== 'yes') errors.acceptInvoice = say.acceptInvoice;
  if (p.method === 'bank_redirect' && !p.bank) errors.bank = say.bank;
  return errors;
}

function summary(v: View): string {
  const { p, c } = v;
  const bank = bankIssuer(p.bank);
  return `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title" class="sr-only">${esc(c.summary.title)}</h2>
<p class="muted">${esc(c.summary.payee)}</p>
<p><strong>${esc(p.description)}</strong></p>
<p class="amount">${esc(amountOf(v))}</p>
<dl>
<dt>${esc(c.summary.method)}</dt><dd>${esc(c.methods[p.method as PaymentMethod] ?? p.method)}</dd>
${bank ? `<dt>${esc(c.summary.bank)}</dt><dd>${esc(bank)}</dd>` : ''}
<dt>${esc(c.summary.reference)}</dt><dd>${esc(p.reference)}</dd>
</dl>
</section>`;
}

function transferFacts(v: View): string {
  const { p, c } = v;
  return `<dl class="facts">
<dt>${esc(c.transfer.beneficiary)}</dt><dd>${esc(transferAccount.beneficiary)}</dd>
<dt>IBAN</dt><dd>${esc(transferAccount.iban)}</dd>
<dt>BIC</dt><dd>${esc(transferAccount.bic)}</dd>
<dt>${esc(c.transfer.reference)}</dt><dd>${esc(p.reference)}</dd>
<dt>${esc(c.transfer.amount)}</dt><dd>${esc(amountOf(v))}</dd>
</dl>`;
}

function input(name: keyof PayForm, label: string, form: PayForm, errors: FieldErrors, extra: string, hintId?: string): string {
  const id = fieldIds[name];
  const err = errors[name];
  const described = [hintId, err ? `${id}-error` : ''].filter(Boolean).join(' ');
  // The card number and CVC are never echoed back into the page.
  const value = name === 'cvc' || name === 'cardNumber' ? '' : (form[name] ?? '');
  return `<div class="field${name === 'cvc' ? ' cvc' : ''}"><label for="${id}">${esc(label)}</label>
<input type="text" id="${id}" name="${name}" value="${esc(value)}" required ${extra}${err ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${err ? `<p class="error" id="${id}-error">${esc(err)}</p>` : ''}</div>`;
}

function methodPart(v: View, form: PayForm, errors: FieldErrors): string {
  const { p, c } = v;
  switch (p.method as PaymentMethod) {
    case 'card':
      return `<h2>${esc(c.card.title)}</h2>
<p class="muted" id="card-hint">${esc(c.card.hint)}</p>
${input('cardholder', c.card.cardholder, form, errors, 'autocomplete="cc-name" maxlength="100"')}
${input('cardNumber', c.card.cardNumber, form, errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', 'card-hint')}
<div class="row">
${input('expMonth', c.card.expMonth, form, errors, 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2"')}
${input('expYear', c.card.expYear, form, errors, 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4"')}
${input('cvc', c.card.cvc, form, errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>`;
    case 'wallet':
      return `<h2>${esc(c.wallet.title)}</h2><p>${esc(c.wallet.text)}</p>`;
    case 'bank_redirect':
      return `<h2>${esc(bankIssuer(p.bank) ?? c.bankRedirect.yourBank)}</h2><p>${esc(c.bankRedirect.text)}</p>`;
    case 'bank_transfer':
      return `<h2>${esc(c.bankTransfer.title)}</h2>
<p>${esc(c.bankTransfer.text)}</p>${transferFacts(v)}`;
    case 'invoice': {
      const err = errors.acceptInvoice;
      return `<h2>${esc(c.invoice.title)}</h2><p>${esc(c.invoice.text)}</p>
<div class="check"><input type="checkbox" id="accept-invoice" name="acceptInvoice" value="yes" required${form.acceptInvoice === 'yes' ? ' checked' : ''}${err ? ' aria-invalid="true" aria-describedby="accept-invoice-error"' : ''}>
<label for="accept-invoice">${esc(c.invoice.accept)}</label></div>${err ? `<p class="error" id="accept-invoice-error">${esc(err)}</p>` : ''}`;
    }
    default:
      return '';
  }
}

function testTools(c: SandboxCopy): string {
  const buttons = outcomes
    .map(
      (o) =>
        `<button class="btn${o === 'failed' || o === 'error' || o === 'fraud' ? ' danger' : ''}" type="submit" name="outcome" value="${o}"${o === 'canceled' || o === 'expired' ? ' formnovalidate' : ''}>${esc(c.outcomes[o])}</button>`,
    )
    .join('\n');
  const t = c.testTools;
  return `<section class="test" aria-labelledby="test-title">
<h2 id="test-title">${esc(t.title)}</h2>
<fieldset><legend>${esc(t.outcome)}</legend><div class="outcomes">
${buttons}
</div></fieldset>
<fieldset><legend>${esc(t.options)}</legend>
<div class="check"><input type="checkbox" id="opt-duplicate" name="duplicate" value="yes"><label for="opt-duplicate">${esc(t.duplicate)}</label></div>
<div class="check"><input type="checkbox" id="opt-out-of-order" name="outOfOrder" value="yes"><label for="opt-out-of-order">${esc(t.outOfOrder)}</label></div>
<div class="field"><label for="opt-delay">${esc(t.delay)}</label><input type="number" id="opt-delay" name="delaySeconds" min="0" max="3600" step="1" value="0"></div>
</fieldset>
</section>`;
}

function errorSummary(c: SandboxCopy, errors: FieldErrors): string {
  const entries = Object.entries(errors) as [keyof FieldErrors, string][];
  if (entries.length === 0) return '';
  return `<div class="errors" role="alert"><h2>${esc(c.checkDetails)}</h2><ul>
${entries.map(([k, msg]) => `<li><a href="#${fieldIds[k]}">${esc(msg)}</a></li>`).join('\n')}
</ul></div>`;
}

function bankChoice({ p, c }: View, errors: FieldErrors): string {
  const action = sandboxPagePath(p.id);
  return `<section class="card" aria-labelledby="bank-title">
<h2 id="bank-title">${esc(c.bankChoice.title)}</h2>${errorSummary(c, errors)}
<form method="post" action="${action}banca">
<fieldset id="bank-choice"><legend>${esc(c.bankChoice.legend)}</legend>
${sandboxBanks.map((b, i) => `<div class="choice"><input type="radio" id="bank-${i}" name="bank" value="${esc(b.id)}" required><label for="bank-${i}">${esc(b.issuer)}</label></div>`).join('\n')}
</fieldset>
<button class="btn primary" type="submit">${esc(c.bankChoice.next)}</button>
</form>
<form method="post" action="${action}" class="actions"><button class="btn" type="submit" name="outcome" value="canceled">${esc(c.bankChoice.cancel)}</button></form>
</section>`;
}

function openPage(v: View, form: PayForm, errors: FieldErrors): string {
  const { p, c, locale } = v;
  const heading = `<h1>${esc(c.complete)}</h1>${summary(v)}`;
  if (p.method === 'bank_redirect' && !p.bank) return heading + bankChoice(v, errors);
  return `${heading}<section class="card" aria-label="${esc(c.payment)}">
${errorSummary(c, errors)}
<form method="post" action="${sandboxPagePath(p.id)}">
${methodPart(v, form, errors)}
<button class="btn primary" type="submit" name="outcome" value="${defaultOutcome(p.method as PaymentMethod)}">${esc(c.primary[p.method as PaymentMethod]?.(amountOf(v)) ?? c.pay)}</button>
<p class="muted">${esc(p.method === 'bank_transfer' ? c.transferTakes : c.expiresAt(formatTime(p.expiresAt, locale)))}</p>
${testTools(c)}
</form>
</section>`;
}

function ending(c: SandboxCopy, p: SandboxPayment) {
  if (p.status === 'failed' && (p.failureReason === 'error' || p.failureReason === 'fraud')) return c.failureEndings[p.failureReason];
  return c.endings[p.status as Exclude<ProviderStatus, 'open'>] ?? c.endings.pending;
}

function closedPage(v: View): string {
  const { p, c } = v;
  const end = ending(c, p);
  return `<h1>${esc(end.title)}</h1>${summary(v)}<section class="card" aria-label="${esc(c.outcome)}">
<p>${esc(end.text)}</p>${p.status === 'pending' && p.method === 'bank_transfer' ? transferFacts(v) : ''}
<p class="actions"><a class="btn primary" href="${esc(p.returnUrl)}">${esc(c.backToShop)}</a></p>
</section>`;
}

/** The page for a payment in any state: the form while open, else its outcome and the way back. */
export function renderPayPage(p: SandboxPayment, form: PayForm = {}, errors: FieldErrors = {}): string {
  const v = viewOf(p);
  const open = p.status === 'open';
  return page(open ? v.c.complete : ending(v.c, p).title, open ? openPage(v, form, errors) : closedPage(v), { locale: v.locale });
}

/** No payment, so no language of its own: the sandbox's default, Italian. */
export function renderNotFound(): string {
  const c = copyFor(null);
  return page(c.notFound.title, `<h1>${esc(c.notFound.title)}</h1><section class="card"><p>${esc(c.notFound.text)}</p></section>`);
}
