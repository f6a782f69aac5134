import { useRootData } from '../lib/store-data.ts';
import { SmartLink } from './SmartLink.tsx';

/** The storefront's trust marks for one placement (general, header, top bar, bottom bar). */
export function TrustMarks({ placement, className }: { placement: 'general' | 'header' | 'topbar' | 'bottombar'; className?: string }) {
  const { storeData } = useRootData();
  const marks = storeData.trustMarks.filter((m) => m.placement === placement);
  if (!marks.length) return null;
  return (
    <ul className={`trust-marks trust-marks--${placement}${className ? ` ${className}` : ''}`}>
      {marks.map((m) => {
        const height = placement === 'topbar' ? 24 : 44;
        // The drawn seal is about 4.4 times as wide as it is high; the attributes reserve its space.
        const img = (
          <img
            src={`/img/mark/trust/${encodeURIComponent(m.id ?? '')}.svg?label=${encodeURIComponent(m.label ?? '')}`}
            alt={m.label ?? ''}
            height={height}
            width={Math.round(height * 4.4)}
            loading="lazy"
          />
        );
        return <li key={m.id}>{m.link ? <SmartLink path={m.link}>{img}</SmartLink> : img}</li>;
      })}
    </ul>
  );
}
