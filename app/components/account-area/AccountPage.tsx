import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav.tsx';
import type { AccountPaths } from './fragments.ts';

type Props = { title: string; intro?: ReactNode; paths: AccountPaths; children: ReactNode; className?: string; actions?: ReactNode };

/** The frame of every account screen: its title, the account navigation beside (desktop) or above (mobile) the content. */
export function AccountPage({ title, intro, paths, children, className, actions }: Props) {
  return (
    <div className={`container page account-area${className ? ` ${className}` : ''}`}>
      <div className="account-area__layout">
        <aside className="account-area__aside">
          <AccountNav paths={paths} />
        </aside>
        <div className="account-area__main">
          <header className="account-area__head">
            <div>
              <h1 id="account-title">{title}</h1>
              {intro && <p className="page__intro">{intro}</p>}
            </div>
            {actions}
          </header>
          {children}
        </div>
      </div>
    </div>
  );
}
