import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Href } from '../lib/store-data.ts';

/** A menu link: internal ones navigate in the app, external ones leave it, new-tab ones open a tab. */
export function SmartLink({ path, newTab, children, className }: { path: Href | string; newTab?: boolean; children: ReactNode; className?: string }) {
  const href = typeof path === 'string' ? path : path.href;
  const external = typeof path === 'string' ? !href.startsWith('/') : path.type === 'absolute';
  if (!external && !newTab)
    return (
      <Link to={href} className={className} prefetch="intent">
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
