import { useT } from '../../lib/i18n.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Text announced to screen readers. Default: the 'ui.loading' message. `false` makes the
   * spinner decorative (hidden from assistive technology), for when the busy state is
   * conveyed elsewhere, e.g. aria-busy on a button.
   */
  label?: string | false;
  className?: string;
};

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const t = useT();
  const classes = `ui-spinner ui-spinner--${size}${className ? ` ${className}` : ''}`;
  if (label === false) return <span className={classes} aria-hidden="true" />;
  return (
    <span className={classes} role="status">
      <VisuallyHidden>{label ?? t('ui.loading')}</VisuallyHidden>
    </span>
  );
}
