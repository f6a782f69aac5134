import { useId } from 'react';
import type { adminT, AdminLanguage } from '../../admin/messages.ts';
import { moneyText, timeText } from '../../admin/messages.ts';

// What the order screens share: an order's status, payment method and timeline events in the
// staff member's words, and a labelled native select (works without JavaScript).

type T = ReturnType<typeof adminT>;

export const STATUSES = ['pending', 'completed', 'canceled'] as const;
export const METHODS = ['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice'] as const;
const EVENTS = [
  'placed',
  'payment',
  'provider-event',
  'webhook',
  'reconciliation',
  'paid',
  'delivery',
  'email',
  'refund',
  'dispute',
  'note',
  'canceled',
] as const;

export function statusText(t: T, status: string): string {
  const known = STATUSES.find((s) => s === status);
  return known ? t(`status.${known}`) : status;
}

export function methodText(t: T, method: string): string {
  const known = METHODS.find((m) => m === method);
  return known ? t(`method.${known}`) : method;
}

const STATES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'scheduled', 'sent', 'needs-attention'] as const;

/** A payment's or a delivery's status in words (one not known here, as stored). */
export function stateText(t: T, state: unknown): string | null {
  if (state === null || state === undefined) return null;
  const known = STATES.find((s) => s === state);
  return known ? t(`state.${known}`) : String(state);
}

export function eventText(t: T, kind: string): string {
  const known = EVENTS.find((k) => k === kind);
  return known ? t(`event.${known}`) : kind;
}

type Detail = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The staff member who did it: "Name (role)", or none when the entry has no one. */
const ROLES = ['support', 'finance', 'operations', 'admin'] as const;
function who(t: T, d: Detail): string | null {
  const name = str(d.staffName);
  if (!name) return null;
  const role = ROLES.find((r) => r === d.staffRole);
  return role ? `${name} (${t(`role.${role}`)})` : name;
}

/** One line of what an event recorded: amounts as money, times in Rome, the rest as stored. */
export function eventSummary(t: T, language: AdminLanguage, kind: string, d: Detail): string {
  const money = (v: unknown) => (typeof v === 'number' ? moneyText(v, 'EUR', language) : null);
  const time = (v: unknown) => (typeof v === 'string' ? timeText(v, language) : null);
  const parts: (string | null)[] = (() => {
    switch (kind) {
      case 'placed':
        return [str(d.number), money(d.grandTotalCents)];
      case 'payment':
        return [methodText(t, String(d.method ?? '')), str(d.bank), stateText(t, d.status), money(d.amountCents), str(d.failureReason)];
      case 'provider-event':
        return [stateText(t, d.status), d.deliveredAt ? `→ ${time(d.deliveredAt)}` : null, d.attempts ? `× ${String(d.attempts)}` : null, str(d.lastError)];
      case 'webhook':
        return [str(d.type), str(d.eventId)];
      case 'reconciliation':
        return [str(d.source), stateText(t, d.providerStatus), d.action ? `→ ${String(d.action)}` : null];
      case 'delivery':
        return [`#${String(d.deliveryId)}`, stateText(t, d.status)];
      case 'email':
        return [str(d.subject), `→ ${String(d.to)}`, d.sentAt ? t('event.sent') : t('event.queued'), str(d.lastError)];
      case 'refund':
        return [money(d.amountCents), str(d.scope), str(d.reason), who(t, d)];
      case 'dispute':
        return [money(d.amountCents), str(d.reason), str(d.status), str(d.providerRef)];
      case 'note':
        return [str(d.text), who(t, d)];
      default:
        return [];
    }
  })();
  return parts.filter(Boolean).join(' · ');
}

export function AdminSelect({
  label,
  name,
  value,
  options,
  required,
}: {
  label: string;
  name: string;
  value?: string;
  options: readonly (readonly [string, string])[];
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} required={required} className="ui-input admin-select">
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
