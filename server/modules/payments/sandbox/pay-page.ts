import type { PaymentMethod, ProviderStatus } from '../provider.ts';
import type { SandboxPayment } from './books.ts';
import { bankIssuer, methodLabels, sandboxBanks, transferAccount } from './methods.ts';
import { esc, formatAmount, formatTime, page } from './page-kit.ts';
import { sandboxPagePath } from './provider.ts';

// The hosted payment page: what the payer sees after the shop's checkout sends them here.

export type Outcome = Exclude<ProviderStatus, 'open'>;
export const outcomes: Outcome[] = ['paid', 'failed', 'canceled', 'pending', 'expired'];
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
const outcomeLabels: Record<Outcome, string> = { paid: 'Pagato', failed: 'Fallito', canceled: 'Annullato', pending: 'In attesa', expired: 'Scaduto' };
const primaryLabels: Record<PaymentMethod, (amount: string) => string> = {
  card: (a) => `Paga ${a}`,
  wallet: () => 'Paga con Wallet',
  bank_redirect: (a) => `Autorizza il pagamento di ${a}`,
  bank_transfer: () => 'Ho preso nota, pagherò con bonifico',
  invoice: () => 'Accetta e paga con fattura',
};

/** What the payer's main button means: a bank transfer is pending until the money arrives. */
export function defaultOutcome(method: PaymentMethod): Outcome {
  return method === 'bank_transfer' ? 'pending' : 'paid';
}

/** Loose checks, as a sandbox needs: the details are required and numeric where they should be. */
export function validatePayForm(p: SandboxPayment, outcome: Outcome, form: PayForm): FieldErrors {
  const errors: FieldErrors = {};
  // Cancelling or letting it expire needs no details, as on a real page.
  if (outcome === 'canceled' || outcome === 'expired') return errors;
  if (p.method === 'card') {
    const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
    const month = Number(form.expMonth);
    if (!form.cardholder?.trim()) errors.cardholder = 'Inserisci il nome del titolare.';
    if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Inserisci un numero di carta di 12–19 cifre.';
    if (!/^\d{1,2}$/.test(form.expMonth ?? '') || month < 1 || month > 12) errors.expMonth = 'Inserisci il mese di scadenza (01–12).';
    if (!/^(\d{2}|\d{4})$/.test(form.expYear ?? '')) errors.expYear = "Inserisci l'anno di scadenza (AA).";
    if (!/^\d{3,4}$/.test(form.cvc ?? '')) errors.cvc = 'Inserisci il CVC di 3 o 4 cifre.';
  }
  if (p.method === 'invoice' && form.acceptInvoice !== 'yes') errors.acceptInvoice = 'Accetta il pagamento con fattura a 30 giorni.';
  if (p.method === 'bank_redirect' && !p.bank) errors.bank = 'Scegli la tua banca.';
  return errors;
}

function summary(p: SandboxPayment): string {
  const bank = bankIssuer(p.bank);
  return `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title" class="sr-only">Riepilogo del pagamento</h2>
<p class="muted">Pagamento a favore di</p>
<p><strong>${esc(p.description)}</strong></p>
<p class="amount">${esc(formatAmount(p.amountCents, p.currency))}</p>
<dl>
<dt>Metodo</dt><dd>${esc(methodLabels[p.method as PaymentMethod] ?? p.method)}</dd>
${bank ? `<dt>Banca</dt><dd>${esc(bank)}</dd>` : ''}
<dt>Riferimento</dt><dd>${esc(p.reference)}</dd>
</dl>
</section>`;
}

function transferFacts(p: SandboxPayment): string {
  return `<dl class="facts">
<dt>Beneficiario</dt><dd>${esc(transferAccount.beneficiary)}</dd>
<dt>IBAN</dt><dd>${esc(transferAccount.iban)}</dd>
<dt>BIC</dt><dd>${esc(transferAccount.bic)}</dd>
<dt>Causale</dt><dd>${esc(p.reference)}</dd>
<dt>Importo</dt><dd>${esc(formatAmount(p.amountCents, p.currency))}</dd>
</dl>`;
}

function input(name: keyof PayForm, label: string, form: PayForm, errors: FieldErrors, extra: string, hintId?: string): string {
  const id = fieldIds[name];
  const err = errors[name];
  const described = [hintId, err ? `${id}-error` : ''].filter(Boolean).join(' ');
  // The card number and CVC are never echoed back into the page.
  const value = name === 'cvc' || name === 'cardNumber' ? '' : (form[name] ?? '');
  return `<div class="field${name === 'cvc' ? ' cvc' : ''}"><label for="${id}">${label}</label>
<input type="text" id="${id}" name="${name}" value="${esc(value)}" required ${extra}${err ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${err ? `<p class="error" id="${id}-error">${esc(err)}</p>` : ''}</div>`;
}

function methodPart(p: SandboxPayment, form: PayForm, errors: FieldErrors): string {
  switch (p.method as PaymentMethod) {
    case 'card':
      return `<h2>Dati della carta</h2>
<p class="muted" id="card-hint">Carte di prova: 4242 4242 4242 4242 oppure 5555 5555 5555 4444, con una scadenza futura qualsiasi e CVC 123.</p>
${input('cardholder', 'Titolare della carta', form, errors, 'autocomplete="cc-name" maxlength="100"')}
${input('cardNumber', 'Numero della carta', form, errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', 'card-hint')}
<div class="row">
${input('expMonth', 'Mese (MM)', form, errors, 'inputmode="numeric" autocomplete="cc-exp-month" maxlength="2"')}
${input('expYear', 'Anno (AA)', form, errors, 'inputmode="numeric" autocomplete="cc-exp-year" maxlength="4"')}
${input('cvc', 'CVC', form, errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>`;
    case 'wallet':
      return `<h2>Wallet digitale</h2><p>Conferma il pagamento con il wallet collegato al tuo telefono.</p>`;
    case 'bank_redirect':
      return `<h2>${esc(bankIssuer(p.bank) ?? 'La tua banca')}</h2><p>Hai effettuato l'accesso alla tua banca. Autorizza il pagamento per tornare al negozio.</p>`;
    case 'bank_transfer':
      return `<h2>Coordinate per il bonifico</h2>
<p>Effettua un bonifico con questi dati. Il pagamento resta in attesa finché il bonifico non arriva (di solito 1–3 giorni lavorativi).</p>${transferFacts(p)}`;
    case 'invoice': {
      const err = errors.acceptInvoice;
      return `<h2>Fattura a 30 giorni</h2><p>Riceverai la fattura via e-mail e pagherai entro 30 giorni dalla data della fattura.</p>
<div class="check"><input type="checkbox" id="accept-invoice" name="acceptInvoice" value="yes" required${form.acceptInvoice === 'yes' ? ' checked' : ''}${err ? ' aria-invalid="true" aria-describedby="accept-invoice-error"' : ''}>
<label for="accept-invoice">Accetto di pagare con fattura a 30 giorni</label></div>${err ? `<p class="error" id="accept-invoice-error">${esc(err)}</p>` : ''}`;
    }
    default:
      return '';
  }
}

function testTools(): string {
  const buttons = outcomes
    .map(
      (o) =>
        `<button class="btn${o === 'failed' ? ' danger' : ''}" type="submit" name="outcome" value="${o}"${o === 'canceled' || o === 'expired' ? ' formnovalidate' : ''}>${outcomeLabels[o]}</button>`,
    )
    .join('\n');
  return `<section class="test" aria-labelledby="test-title">
<h2 id="test-title">Strumenti di test</h2>
<fieldset><legend>Esito del pagamento</legend><div class="outcomes">
${buttons}
</div></fieldset>
<fieldset><legend>Opzioni di test</legend>
<div class="check"><input type="checkbox" id="opt-duplicate" name="duplicate" value="yes"><label for="opt-duplicate">Invia il webhook due volte (duplicato)</label></div>
<div class="check"><input type="checkbox" id="opt-out-of-order" name="outOfOrder" value="yes"><label for="opt-out-of-order">Invia anche un evento precedente dopo quello finale (fuori ordine)</label></div>
<div class="field"><label for="opt-delay">Ritarda il webhook di (secondi)</label><input type="number" id="opt-delay" name="delaySeconds" min="0" max="3600" step="1" value="0"></div>
</fieldset>
</section>`;
}

function errorSummary(errors: FieldErrors): string {
  const entries = Object.entries(errors) as [keyof FieldErrors, string][];
  if (entries.length === 0) return '';
  return `<div class="errors" role="alert"><h2>Controlla i dati inseriti</h2><ul>
${entries.map(([k, msg]) => `<li><a href="#${fieldIds[k]}">${esc(msg)}</a></li>`).join('\n')}
</ul></div>`;
}

function bankChoice(p: SandboxPayment, errors: FieldErrors): string {
  const action = sandboxPagePath(p.id);
  return `<section class="card" aria-labelledby="bank-title">
<h2 id="bank-title">Scegli la tua banca</h2>${errorSummary(errors)}
<form method="post" action="${action}banca">
<fieldset id="bank-choice"><legend>Banca</legend>
${sandboxBanks.map((b, i) => `<div class="choice"><input type="radio" id="bank-${i}" name="bank" value="${esc(b.id)}" required><label for="bank-${i}">${esc(b.issuer)}</label></div>`).join('\n')}
</fieldset>
<button class="btn primary" type="submit">Continua</button>
</form>
<form method="post" action="${action}" class="actions"><button class="btn" type="submit" name="outcome" value="canceled">Annulla e torna al negozio</button></form>
</section>`;
}

function openPage(p: SandboxPayment, form: PayForm, errors: FieldErrors): string {
  const heading = `<h1>Completa il pagamento</h1>${summary(p)}`;
  if (p.method === 'bank_redirect' && !p.bank) return heading + bankChoice(p, errors);
  const amount = formatAmount(p.amountCents, p.currency);
  return `${heading}<section class="card" aria-label="Pagamento">
${errorSummary(errors)}
<form method="post" action="${sandboxPagePath(p.id)}">
${methodPart(p, form, errors)}
<button class="btn primary" type="submit" name="outcome" value="${defaultOutcome(p.method as PaymentMethod)}">${esc(primaryLabels[p.method as PaymentMethod]?.(amount) ?? 'Paga')}</button>
<p class="muted">Il pagamento scade alle ${esc(formatTime(p.expiresAt))}.</p>
${testTools()}
</form>
</section>`;
}

const endings: Partial<Record<string, { title: string; text: string }>> & Record<'pending', { title: string; text: string }> = {
  paid: { title: 'Pagamento riuscito', text: 'Il pagamento è stato completato.' },
  failed: { title: 'Pagamento non riuscito', text: 'Il pagamento è stato rifiutato. Nessun importo è stato addebitato.' },
  canceled: { title: 'Pagamento annullato', text: 'Hai annullato il pagamento. Nessun importo è stato addebitato.' },
  expired: { title: 'Pagamento scaduto', text: 'Il tempo per completare il pagamento è scaduto. Nessun importo è stato addebitato.' },
  pending: { title: 'Pagamento in attesa', text: 'Il pagamento sarà confermato quando riceveremo i fondi.' },
};

function closedPage(p: SandboxPayment): string {
  const end = endings[p.status] ?? endings.pending;
  return `<h1>${esc(end.title)}</h1>${summary(p)}<section class="card" aria-label="Esito">
<p>${esc(end.text)}</p>${p.status === 'pending' && p.method === 'bank_transfer' ? transferFacts(p) : ''}
<p class="actions"><a class="btn primary" href="${esc(p.returnUrl)}">Torna al negozio</a></p>
</section>`;
}

/** The page for a payment in any state: the form while open, else its outcome and the way back. */
export function renderPayPage(p: SandboxPayment, form: PayForm = {}, errors: FieldErrors = {}): string {
  const open = p.status === 'open';
  return page(open ? 'Completa il pagamento' : (endings[p.status]?.title ?? 'Pagamento'), open ? openPage(p, form, errors) : closedPage(p));
}

export function renderNotFound(): string {
  return page(
    'Pagamento non trovato',
    '<h1>Pagamento non trovato</h1><section class="card"><p>Il link di pagamento non è valido. Torna al negozio e riprova.</p></section>',
  );
}
