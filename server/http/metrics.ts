import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
