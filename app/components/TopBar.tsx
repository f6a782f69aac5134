import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';
import { TrustMarks } from './TrustMarks.tsx';

export const USP_ROTATION_MS = 3000;
export const USP_TRANSITION_MS = 600;
const USPS = [
  { key: 'usp.shipping', icon: 'truck' },
  { key: 'usp.business', icon: 'gift' },
  { key: 'usp.packaging', icon: 'heart' },
] as const;

/** Header v3 top bar: three selling points; up to 1023 px they rotate, one at a time. */
export function TopBar() {
  const t = useT();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const narrow = window.matchMedia('(max-width: 1023px)');
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      if (narrow.matches && !reduce.matches) timer = setInterval(() => setIndex((i) => (i + 1) % USPS.length), USP_ROTATION_MS);
    };
    start();
    narrow.addEventListener('change', start);
    return () => {
      clearInterval(timer);
      narrow.removeEventListener('change', start);
    };
  }, []);
  return (
    <div className="top-bar" style={{ ['--usp-transition' as string]: `${USP_TRANSITION_MS}ms` }}>
      <ul className="top-bar__usps" aria-live="off">
        {USPS.map((u, i) => (
          <li key={u.key} className={i === index ? 'is-current' : undefined}>
            <Icon name={u.icon} size={16} /> {t(u.key)}
          </li>
        ))}
      </ul>
      <TrustMarks placement="topbar" className="top-bar__trust" />
    </div>
  );
}
