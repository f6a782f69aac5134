import { iconSvg } from '../../common/art/icons.ts';

/** A decorative icon; the text next to it (or an aria-label on its control) names the action. */
export function Icon({ name, size = 22, className }: { name: string; size?: number; className?: string }) {
  return <span className={`icon${className ? ` ${className}` : ''}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconSvg(name, size) }} />;
}
