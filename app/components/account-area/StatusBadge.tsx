import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { statusOf } from './format.ts';

const ICONS = { pending: 'clock', completed: 'check', canceled: 'close' } as const;

/** An order's status (§3 Status: pending, completed, canceled) as a badge: a word and an icon, not only a colour. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const s = statusOf(status);
  return (
    <span className={`status-badge status-badge--${s}`}>
      <Icon name={ICONS[s]} size={16} />
      {t(`accountArea.status.${s}`)}
    </span>
  );
}
