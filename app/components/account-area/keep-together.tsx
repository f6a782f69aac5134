import type { ReactNode } from 'react';

/** A text with `part` (an order number such as IT-100001) kept on one line: no break at its hyphen. */
export function keepTogether(text: string, part: string): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="account-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
