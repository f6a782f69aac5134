import { settings } from './settings.ts';

// A thin view over the settings (server/settings.ts), for the callers that read `config`: each
// property reads the parsed settings when asked, so a test may change the environment first.

/** The process's settings, from the environment, with the defaults of a developer's machine. */
export const config = {
  get root() {
    return settings().root;
  },
  get port() {
    return settings().port;
  },
  get host() {
    return settings().host;
  },
  get databaseUrl() {
    return settings().databaseUrl;
  },
  get dataDir() {
    return settings().dataDir;
  },
  /** Production mode (decision 018): NODE_ENV=production, or SHOP_MODE=production. */
  get production() {
    return settings().production;
  },
  get runWorkers() {
    return settings().runWorkers;
  },
  get logLevel() {
    return settings().logLevel;
  },
  /** The shop's public address, for links in e-mails. */
  get publicUrl() {
    return settings().publicUrl;
  },
  /** How long an anonymous visitor's page may be served from the page cache (0 turns it off). */
  get pageCacheMs() {
    return settings().pageCacheMs;
  },
};

/** Fair stock (decision 017): how long an unpaid order holds codes, and how many such orders one client may have. Read per call, so tests may set them. */
export function stockSettings(): { holdMinutes: number; unpaidPerClient: number } {
  const s = settings();
  return { holdMinutes: s.stockHoldMinutes, unpaidPerClient: s.unpaidOrdersPerClient };
}
