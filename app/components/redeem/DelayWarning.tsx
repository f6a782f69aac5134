import { useT } from '../../lib/i18n.tsx';
import { useRootData } from '../../lib/store-data.ts';
import { Icon } from '../Icon.tsx';

/** §4: with the delay toggle on, the redeem pages say that digital cards are sent late. */
export function DelayWarning({ className }: { className?: string }) {
  const t = useT();
  const { storeData } = useRootData();
  if (!storeData.toggles.delayWarning) return null;
  return (
    <p className={`redeem-delay${className ? ` ${className}` : ''}`}>
      <Icon name="clock" size={18} /> <span>{t('redeem.delayWarning')}</span>
    </p>
  );
}
