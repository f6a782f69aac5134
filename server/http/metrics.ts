import { createHash, timingSafeEqual } from 'node:crypto';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { settings } from '../settings.ts';
import { edgeSettings } from './client-address.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route kind and status.',
  labelNames: ['kind', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export function routeKind(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (pathname.startsWith('/assets/') || pathname.startsWith('/img/')) return 'asset';
  if (pathname.startsWith('/healthz') || pathname.startsWith('/metrics')) return 'ops';
  return 'page';
}

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`
 * (others are refused); without it, everyone on a developer's machine and no one in production.
 */
export function metricsAccess(authorization: string | undefined): 'open' | 'refused' | 'hidden' {
  const token = edgeSettings().metricsToken;
  if (!token) return settings().production ? 'hidden' : 'open';
  const sent = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token)) ? 'open' : 'refused';
}
