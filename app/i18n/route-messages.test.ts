// Messages per screen (decision 028): the root sends the base texts, a screen's loader those of
// the areas it names (withMessages). This reads each screen's module and everything it imports
// from the project, finds the message keys written there, and checks that the screen names
// exactly the areas of those keys, and that the root and its layout use base keys only.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { it as italian } from './it.ts';
import { areaOf } from './catalogues.server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const keys = Object.keys(italian);
const keySet = new Set(keys);

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** The project's files a module reaches through its imports (itself included); catalogues are not read. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || /\/i18n\/[^/]+\.(it|nl|en)\.ts$|\/i18n\/(it|nl|en)\.ts$|messages\.(it|nl|en)\.ts$/.test(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const next = resolveImport(file, (m[1] ?? m[2])!);
    if (next) closure(next, seen);
  }
  return seen;
}

/** The message keys a file names: quoted keys, and every key under a prefix built at run time (`a.b.${x}`). */
function keysIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/'([^'\n]+)'|"([^"\n]+)"|`([^`$\n]*)(\$\{)?/g)) {
    const literal = m[1] ?? m[2] ?? m[3] ?? '';
    if (m[4] && literal.endsWith('.')) found.push(...keys.filter((k) => k.startsWith(literal)));
    else if (keySet.has(literal)) found.push(literal);
  }
  return found;
}

function areasUsedBy(module: string): string[] {
  const used = new Set<string>();
  for (const file of closure(module)) for (const key of keysIn(file)) used.add(areaOf(key) ?? 'base');
  used.delete('base');
  return [...used].sort();
}

function areasNamedBy(module: string): string[] {
  const m = /withMessages\(\s*\[([^\]]*)\]/.exec(readFileSync(module, 'utf8'));
  return m ? [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!).sort() : [];
}

describe('messages per screen', () => {
  it('the root and its layout use base texts only', () => {
    expect(areasUsedBy(path.join(root, 'app/root.tsx'))).toEqual([]);
  });

  const routes = readdirSync(path.join(root, 'app/routes')).filter((f) => f.endsWith('.tsx'));
  it.each(routes)('%s names the areas of the texts it uses', (file) => {
    const module = path.join(root, 'app/routes', file);
    expect(areasNamedBy(module)).toEqual(areasUsedBy(module));
  });

  it('the check sees keys: the checkout screen uses the checkout area', () => {
    expect(areasUsedBy(path.join(root, 'app/routes/checkout.tsx'))).toContain('checkout');
  });
});
