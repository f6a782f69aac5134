import { createHmac, timingSafeEqual } from 'node:crypto';

// `PSP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, the scheme
// most payment companies use: the timestamp inside the MAC makes a replayed old request useless.

export const signatureHeader = 'PSP-Signature';
export const toleranceSeconds = 300;

function mac(secret: string, timestamp: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

export function signBody(secret: string, rawBody: string, now = new Date()): string {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${mac(secret, t, rawBody).toString('hex')}`;
}

/** Checks a signature header against the raw body; the reason is for logs, never for the sender. */
export function checkSignature(secret: string, rawBody: string, header: string | null, now = new Date()): { ok: true } | { ok: false; reason: string } {
  if (!header) return { ok: false, reason: 'missing signature' };
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const candidates = parts.flatMap(([k, v]) => (k === 'v1' && v && /^[0-9a-f]{64}$/i.test(v) ? [Buffer.from(v, 'hex')] : []));
  if (!t || !/^\d{1,12}$/.test(t) || candidates.length === 0) return { ok: false, reason: 'malformed signature' };
  if (Math.abs(now.getTime() / 1000 - Number(t)) > toleranceSeconds) return { ok: false, reason: 'timestamp outside tolerance' };
  const expected = mac(secret, t, rawBody);
  // Every candidate is compared (no early exit) so timing says nothing about which one matched.
  let match = false;
  for (const c of candidates) match = timingSafeEqual(c, expected) || match;
  return match ? { ok: true } : { ok: false, reason: 'signature mismatch' };
}
