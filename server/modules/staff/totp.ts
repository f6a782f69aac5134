import { generateSecret, generateURI, verify } from 'otplib';

// The second factor: TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1: what every authenticator app
// reads), through otplib. A code is accepted one step either side of now (clocks drift), and only
// once: the step of the last accepted code is kept and a code of that step or an earlier one refused.

const ISSUER = 'Donami back office';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app reads (as a QR code or typed in). */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The time step of a good, unused code; null for a wrong or replayed one. */
export async function acceptedStep(secret: string, code: string, lastStep: number | null, now = new Date()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
