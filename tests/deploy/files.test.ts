// Issue 12, deployment: what can be checked of the Dockerfile, compose.yaml, deploy/Caddyfile and
// deploy/env.example without a Docker daemon. The image's commands themselves run in
// production.test.ts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// js-yaml (a devDependency; date-holidays uses it too); compose files are YAML 1.2.
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { declared, productionProblems } from '../../server/settings.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Json = any;

/** YAML merge keys (`<<: *anchor`), as compose applies them: the mapping's own keys win. */
function merged(node: Json): Json {
  if (Array.isArray(node)) return node.map(merged);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  const base = node['<<'];
  for (const b of base === undefined ? [] : Array.isArray(base) ? base : [base]) Object.assign(out, merged(b));
  for (const [k, v] of Object.entries(node)) if (k !== '<<') out[k] = merged(v);
  return out;
}

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error} (an error when unset or empty). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op: string | undefined, arg: string) => {
    const v = env[name];
    if (v) return v;
    if (op === '?') throw new Error(`${name}: ${arg}`);
    return op === '-' ? arg : '';
  });
}

/** The `.env` an operator writes: the file's values (quotes dropped), plus `more`. */
function dotenv(text: string, more: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [, key, value] = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()) ?? [];
    if (key !== undefined && value !== undefined) env[key] = value.replace(/^"(.*)"$/, '$1');
  }
  return { ...env, ...more };
}

const compose = merged(load(read('compose.yaml')));
const services = compose.services as Record<string, Json>;
const example = read('deploy/env.example');
const secret = () => randomBytes(24).toString('base64url');
const filled = () =>
  dotenv(example, {
    POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
    PIN_HASH_KEY: secret(),
    ALTCHA_HMAC_KEY: secret(),
    PSP_WEBHOOK_SECRET: secret(),
    OPERATOR_PASSWORD: secret(),
    SMTP_URL: 'smtp://mail.example.test:587',
  });
const environmentOf = (service: string, env: Record<string, string>) =>
  Object.fromEntries(Object.entries(services[service].environment as Record<string, string>).map(([k, v]) => [k, interpolate(String(v), env)]));

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const lines = dockerfile.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages = lines.filter((l) => /^FROM\s/i.test(l));
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in stages and runs the production build as a user who is not root', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/RUN npm ci --no-audit/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const users = [...runtime.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.length).toBe(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/ms);
    // The command tests/deploy/production.test.ts starts.
    expect(runtime).toMatch(/^CMD \["node", "server\/main.ts"\]$/m);
    // Nothing of the build stage's dev dependencies: the runtime's node_modules come from prod-deps.
    expect(runtime).toMatch(/COPY --from=prod-deps \/app\/node_modules/);
  });

  it('runs on the Node the project pins (the `node` devDependency), by an exact tag', () => {
    const pinned = JSON.parse(read('package.json')).devDependencies.node as string;
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(image).toBe(`node:${pinned}-bookworm-slim`);
    for (const stage of stages) expect(stage).toMatch(/^FROM (\$\{NODE_IMAGE\}|deps) AS [a-z-]+$/);
  });

  it('keeps local state and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['node_modules', 'build', 'data', '.git', '.env', '.env.*', 'reports', 'test-results']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('has PostgreSQL, a one-shot migration, two web processes, one worker and the proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['migrate', 'postgres', 'proxy', 'web1', 'web2', 'worker']);
    expect(services.postgres.image).toMatch(/^postgres:18\.\d+/);
    expect(services.proxy.image).toMatch(/^caddy:\d+\.\d+\.\d+/);
  });

  it('starts the shop image three ways: web (the image CMD), worker and migrate', () => {
    for (const name of ['web1', 'web2', 'worker', 'migrate']) {
      expect(services[name].build, name).toBe('.');
      expect(services[name].read_only, name).toBe(true);
    }
    expect(services.web1.command).toBeUndefined();
    expect(services.web2.command).toBeUndefined();
    expect(services.worker.command).toEqual(['node', 'server/worker.ts']);
    expect(services.migrate.command).toEqual(['node', 'scripts/migrate.ts']);
    expect(services.migrate.restart).toBe('no');
  });

  it('migrates once before the web processes and the worker start (drizzle takes no lock)', () => {
    expect(services.migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of ['web1', 'web2', 'worker']) {
      expect(services[name].depends_on, name).toEqual({ migrate: { condition: 'service_completed_successfully' } });
    }
  });

  it('runs the webs without job workers, and the worker with a webhook address', () => {
    const env = filled();
    for (const name of ['web1', 'web2']) expect(environmentOf(name, env).RUN_WORKERS).toBe('false');
    expect(environmentOf('worker', env).PSP_WEBHOOK_URL).toBe('http://proxy:8080/webhooks/psp');
  });

  it("gives the proxy the other storefronts' hosts and the shop their extra hosts, both empty unless set", () => {
    const env = filled();
    expect(environmentOf('proxy', env).STOREFRONT_HOSTNAMES).toBe('');
    expect(environmentOf('proxy', { ...env, STOREFRONT_HOSTNAMES: 'www.donami.nl' }).STOREFRONT_HOSTNAMES).toBe('www.donami.nl');
    for (const name of ['web1', 'web2', 'worker']) expect(environmentOf(name, env).STOREFRONT_HOSTS, name).toBe('');
  });

  it('believes forwarded headers from the proxy address only', () => {
    const env = filled();
    const proxyAddress = interpolate(services.proxy.networks.shop.ipv4_address, env);
    const subnet = interpolate(compose.networks.shop.ipam.config[0].subnet, env);
    expect(subnet.split('.').slice(0, 3)).toEqual(proxyAddress.split('.').slice(0, 3));
    for (const name of ['web1', 'web2', 'worker', 'migrate']) expect(environmentOf(name, env).TRUSTED_PROXIES, name).toBe(proxyAddress);
  });

  it('passes only settings the shop declares, and they pass production with the example filled in', () => {
    const env = filled();
    for (const name of ['web1', 'web2', 'worker', 'migrate']) {
      const shopEnv = environmentOf(name, env);
      for (const variable of Object.keys(shopEnv)) expect(Object.keys(declared), `${name}: ${variable}`).toContain(variable);
      expect(shopEnv.NODE_ENV).toBe('production');
      expect(productionProblems(shopEnv), name).toEqual([]);
    }
    // The database address carries the password PostgreSQL is started with.
    expect(environmentOf('web1', env).DATABASE_URL).toBe(`postgres://donami:${env.POSTGRES_PASSWORD}@postgres:5432/donami`);
    expect(environmentOf('postgres', env).POSTGRES_PASSWORD).toBe(env.POSTGRES_PASSWORD);
  });

  it('refuses to start while a secret of the example is left empty', () => {
    const required = ['POSTGRES_PASSWORD', 'PIN_HASH_KEY', 'ALTCHA_HMAC_KEY', 'PSP_WEBHOOK_SECRET', 'OPERATOR_PASSWORD'];
    for (const name of required) {
      expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
      const env = { ...filled(), [name]: '' };
      expect(() => environmentOf(name === 'POSTGRES_PASSWORD' ? 'postgres' : 'web1', env), name).toThrow(new RegExp(`^${name}: `));
    }
    // And the example holds no secret: every secret-like value in it is empty.
    for (const [name, value] of Object.entries(dotenv(example))) {
      if (/PASSWORD|KEY|SECRET|TOKEN/.test(name)) expect(value, name).toBe('');
    }
  });

  it('names in deploy/env.example every variable compose.yaml reads', () => {
    const used = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    const listed = Object.keys(dotenv(example));
    for (const name of used) expect(listed, name).toContain(name);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('shares requests between every web process of compose.yaml', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    const webs = Object.keys(services)
      .filter((n) => /^web\d+$/.test(n))
      .map((n) => `${n}:3000`);
    expect(upstreams).toEqual(webs);
    expect(caddyfile).toMatch(/health_uri \/healthz/);
  });

  it('serves SHOP_HOSTNAME with TLS, keeps /metrics inside, drops a visitor-sent country', () => {
    // Each storefront's host too (decision 022): STOREFRONT_HOSTNAMES, empty by default.
    expect(caddyfile).toMatch(/^\{\$SHOP_HOSTNAME\} \{\$STOREFRONT_HOSTNAMES:\} \{$/m);
    expect(caddyfile).toMatch(/^\s*tls \{\$CADDY_TLS:internal\}$/m);
    expect(caddyfile).toMatch(/respond \/metrics 404/);
    expect(caddyfile).toMatch(/header_up -X-Client-Country/);
    expect(caddyfile).toMatch(/^http:\/\/:8080 \{$/m);
  });
});
