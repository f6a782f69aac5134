import type { HTMLAttributes, ReactNode } from 'react';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  children: ReactNode;
  /** Element to render; a span fits inside buttons and labels. */
  as?: 'span' | 'div' | 'p';
};

/** Content for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ as: Tag = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Tag className={className ? `ui-visually-hidden ${className}` : 'ui-visually-hidden'} {...rest}>
      {children}
    </Tag>
  );
}
