// Read when asked, not at import, so a test or the start script can set the environment first.

/** Shared by the sandbox (which signs) and the shop (which verifies). Set it in production. */
export function webhookSecret(): string {
  return process.env.PSP_WEBHOOK_SECRET || 'development-only-psp-webhook-secret';
}

/** How long a sandbox payment stays open before it expires (real hosted pages use 15–60 minutes). */
export function sandboxExpiryMinutes(): number {
  const minutes = Number(process.env.PSP_SANDBOX_EXPIRY_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 30;
}

/** Where the sandbox sends its webhooks when it runs apart from the shop (e.g. `npm run worker`). */
export function webhookUrl(): string | undefined {
  return process.env.PSP_WEBHOOK_URL || undefined;
}
