import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { storefrontById } from '../../../common/storefronts.ts';
import { settings } from '../../settings.ts';
import { businessShopPage } from '../redeem/index.ts';
import { effectiveStatus } from './activation.ts';
import type { Giftcard, LedgerEntry, Programme } from './core.ts';
import type { Executor } from '../../db/client.ts';
import { issueCard } from './issue.ts';
import { cardByNumber, ledgerOf } from './ledger.ts';
import { adjustCard, blockCard, unblockCard } from './card-actions.ts';
import { cardPrefixes, isValidCardNumber } from './numbers.ts';

// The operators' command (`npm run cards -- <sub>`): issue a card, show one with its ledger, block,
// unblock or adjust it. Every change carries the operator's reason into its ledger entry. A PIN is
// printed once, when the card is issued, and never again: the database only has its hash.

/** Bad input: the command prints the message and exits non-zero. */
export class OperatorError extends Error {}

export const usage = `Usage: npm run cards -- <command>
  issue --store 53|1 --programme choice|blank --value <euros> [--months 24] [--shop-page <page>] --reason "<why>"
        (a blank card is issued empty and gets --value on activation)
  show <number>
  block <number> --reason "<why>"
  unblock <number> --reason "<why>"
  adjust <number> --amount <euros, e.g. 10.00 or -5.00> --reason "<why>"`;

type Args = { command: string; positionals: string[]; options: Record<string, string> };
const valueOptions = new Set(['store', 'programme', 'value', 'months', 'shop-page', 'reason', 'amount', 'reference']);

/** `--name value` or `--name=value`; a value may start with a dash (`--amount -5.00`). */
export function parseCardsArgs(argv: string[]): Args {
  const [command = '', ...rest] = argv;
  const positionals: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2); // split gives at least one part
    if (!valueOptions.has(name)) throw new OperatorError(`unknown option --${name}\n\n${usage}`);
    const value = inline ?? rest[++i];
    if (value === undefined) throw new OperatorError(`--${name} needs a value`);
    options[name] = value;
  }
  return { command, positionals, options };
}

/** Runs one command against the database, writing what the operator reads to `out`. */
export async function runCardsCommand(db: Executor, argv: string[], out: (line: string) => void, now = new Date()): Promise<void> {
  const args = parseCardsArgs(argv);
  switch (args.command) {
    case 'issue':
      return issueCommand(db, args, out);
    case 'show':
      return showCommand(db, args, out, now);
    case 'block':
      return blockCommand(db, args, out);
    case 'unblock':
      return unblockCommand(db, args, out);
    case 'adjust':
      return adjustCommand(db, args, out);
    default:
      throw new OperatorError(args.command ? `unknown command "${args.command}"\n\n${usage}` : usage);
  }
}

function reasonOf(args: Args): string {
  const reason = args.options.reason?.trim();
  if (!reason) throw new OperatorError('every change needs --reason "<why>" (it is kept in the card\'s ledger)');
  return reason;
}

/** Euros as typed by a person ("50", "10.5", "-5.00") to cents; `signed` allows a minus. */
export function parseEuros(text: string | undefined, name: string, signed = false): number {
  const m = /^(-)?(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!m || (m[1] && !signed))
    throw new OperatorError(`--${name} must be an amount in euros like ${signed ? '10.00 or -5.00' : '50 or 25.50'}, got "${text ?? ''}"`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (cents === 0) throw new OperatorError(`--${name} must not be zero`);
  return m[1] ? -cents : cents;
}

export function formatMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

const romeMinute = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'short' });
const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

async function cardOf(db: Executor, args: Args): Promise<Giftcard> {
  const typed = args.positionals[0];
  if (!typed) throw new OperatorError(`give the card number: npm run cards -- ${args.command} <number>`);
  const number = typed.replace(/\s/g, '');
  if (!isValidCardNumber(number)) throw new OperatorError(`"${typed}" is not a card number (19 digits with a valid check digit)`);
  const card = await cardByNumber(db, number);
  if (!card) throw new OperatorError(`no card with number ${groupedNumber(number)}`);
  return card;
}

async function issueCommand(db: Executor, args: Args, out: (line: string) => void): Promise<void> {
  const o = args.options;
  const storeId = Number(o.store);
  const storefront = storefrontById(storeId);
  if (!storefront || !(storeId in cardPrefixes))
    throw new OperatorError(`--store must be one of ${Object.keys(cardPrefixes).join(', ')}, got "${o.store ?? ''}"`);
  if (o.programme !== 'choice' && o.programme !== 'blank') throw new OperatorError(`--programme must be choice or blank, got "${o.programme ?? ''}"`);
  const programme: Programme = o.programme;
  const valueCents = parseEuros(o.value, 'value');
  const maxCents = settings().maxCardValueCents;
  if (valueCents > maxCents)
    throw new OperatorError(`--value must be at most ${formatMoney(maxCents, storefront.currency)} (MAX_CARD_VALUE_EUROS), got "${o.value}"`);
  const months = o.months === undefined ? 24 : Number(o.months);
  if (!Number.isInteger(months) || months < 1 || months > 120) throw new OperatorError(`--months must be a whole number from 1 to 120, got "${o.months}"`);
  const shopPage = o['shop-page'];
  if (shopPage !== undefined && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(shopPage))
    throw new OperatorError(`--shop-page must be a page id like regali-aziendali, got "${shopPage}"`);
  // A card naming a page its store does not have could never be spent: refused before it exists.
  if (shopPage !== undefined && !businessShopPage(storeId, shopPage))
    throw new OperatorError(`--shop-page "${shopPage}" is not a business redeem page of store ${storeId} (server/modules/redeem/shop-pages.ts)`);
  const reason = reasonOf(args);
  const card = await issueCard(db, {
    storeId,
    programme,
    currency: storefront.currency,
    validMonths: months,
    shopPage,
    reason,
    reference: o.reference ?? 'operator',
    idempotencyKey: `operator:issue:${randomUUID()}`,
    valueCents: programme === 'blank' ? 0 : valueCents,
    activationValueCents: programme === 'blank' ? valueCents : undefined,
  });
  out(`Issued a ${programme} card for store ${storeId}${shopPage ? ` (shop page ${shopPage})` : ''}:`);
  out(`  number  ${groupedNumber(card.number)}`);
  out(`  PIN     ${card.pin}    (shown only now: it is stored as a hash and cannot be shown again)`);
  out(
    programme === 'blank'
      ? `  blank: ${formatMoney(valueCents, storefront.currency)} on activation`
      : `  balance ${formatMoney(card.balanceCents, storefront.currency)}, expires ${romeMinute.format(card.expiresAt)} (Rome)`,
  );
}

async function showCommand(db: Executor, args: Args, out: (line: string) => void, now: Date): Promise<void> {
  const card = await cardOf(db, args);
  const status = effectiveStatus(card, now);
  const money = (cents: number) => formatMoney(cents, card.currency);
  out(`Card        ${groupedNumber(card.number)}`);
  out(`Programme   ${card.programme}, store ${card.storeId}${card.shopPage ? `, shop page ${card.shopPage}` : ''}`);
  out(`Status      ${status}${status !== card.status ? ` (expiry passed; the record still says ${card.status})` : ''}`);
  out(`Balance     ${money(card.balanceCents)}`);
  if (card.activationValueCents !== null) out(`Activation  ${money(card.activationValueCents)}${card.status === 'blank' ? ' (on activation)' : ''}`);
  out(`Expires     ${romeMinute.format(card.expiresAt)} (Rome)${card.status === 'blank' ? ', restarts at activation' : ''}`);
  out(`Issued      ${romeMinute.format(card.createdAt)} (Rome)`);
  out('');
  for (const line of ledgerTable(await ledgerOf(db, card.id), card.currency)) out(line);
}

/** The ledger as aligned columns, oldest first. */
export function ledgerTable(entries: LedgerEntry[], currency: string): string[] {
  const rows = entries.map((e) => [
    romeMinute.format(e.createdAt),
    e.kind,
    formatMoney(e.amountCents, currency),
    formatMoney(e.balanceAfterCents, currency),
    [e.reason, e.reference].filter(Boolean).join(' · '),
  ]);
  const header = ['when (Rome)', 'kind', 'amount', 'balance after', 'reason · reference'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 || i === 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

async function blockCommand(db: Executor, args: Args, out: (line: string) => void): Promise<void> {
  const card = await cardOf(db, args);
  const done = await blockCard(db, card, reasonOf(args));
  if (!done.ok) throw new OperatorError(`card ${groupedNumber(card.number)} is already blocked`);
  out(`Blocked card ${groupedNumber(card.number)} (was ${card.status}); its balance of ${formatMoney(card.balanceCents, card.currency)} is kept.`);
}

async function unblockCommand(db: Executor, args: Args, out: (line: string) => void): Promise<void> {
  const card = await cardOf(db, args);
  const done = await unblockCard(db, card, reasonOf(args));
  if (!done.ok) throw new OperatorError(`card ${groupedNumber(card.number)} is not blocked (it is ${card.status})`);
  out(`Unblocked card ${groupedNumber(card.number)}: ${done.after.status} again.`);
}

async function adjustCommand(db: Executor, args: Args, out: (line: string) => void): Promise<void> {
  const card = await cardOf(db, args);
  const amountCents = parseEuros(args.options.amount, 'amount', true);
  const money = (cents: number) => formatMoney(cents, card.currency);
  const maxCents = settings().maxCardValueCents;
  if (amountCents > 0 && card.balanceCents + amountCents > maxCents)
    throw new OperatorError(`--amount would take the balance above ${money(maxCents)} (MAX_CARD_VALUE_EUROS): the card has ${money(card.balanceCents)}`);
  const done = await adjustCard(db, card, amountCents, reasonOf(args), args.options.reference ?? 'operator');
  if (!done.ok && done.refusal === 'insufficient')
    throw new OperatorError(`insufficient balance: the card has ${money(card.balanceCents)}, cannot take ${money(-amountCents)}`);
  if (!done.ok) throw new OperatorError(`card ${groupedNumber(card.number)} is ${card.status}: only active or blocked cards can be adjusted`);
  out(`Adjusted card ${groupedNumber(card.number)} by ${money(amountCents)}: balance ${money(done.after.balanceCents)}.`);
}

/**
 * PGlite lets a second process open a data directory that `npm start` has open, and both then
 * corrupt it. An open PGlite directory has a postmaster.pid (removed on a clean stop).
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}
