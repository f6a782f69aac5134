import { settings } from '../../settings.ts';

// Read when asked, not at import, so a test or the start script can set the environment first
// (server/settings.ts declares the variables).

/** Shared by the sandbox (which signs) and the shop (which verifies). Set it in production. */
export function webhookSecret(): string {
  return settings().pspWebhookSecret;
}

/** How long a sandbox payment stays open before it expires (real hosted pages use 15–60 minutes). */
export function sandboxExpiryMinutes(): number {
  return settings().pspSandboxExpiryMinutes;
}

/** Where the sandbox sends its webhooks when it runs apart from the shop (e.g. `npm run worker`). */
export function webhookUrl(): string | undefined {
  return settings().pspWebhookUrl;
}
