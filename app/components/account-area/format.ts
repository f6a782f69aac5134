import type { OrderStatus } from './fragments.ts';

/** The API names a status in lower case; older answers may shout. */
export function statusOf(status: string): OrderStatus {
  const s = status.toLowerCase();
  return s === 'completed' || s === 'canceled' ? s : 'pending';
}

/** A query string with one parameter changed (null removes it): links keep the page, the modal and the rest. */
export function withParam(pathname: string, search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const q = params.toString();
  return q ? `${pathname}?${q}` : pathname;
}
