import type { ReactNode } from 'react';
import { useStorePath } from '../../lib/shell-links.ts';
import { Link } from '../shop-link.tsx';

/**
 * A link an owner set in the back office: a path of the shop ("/kundservice") stays in the
 * storefront's router under the store's prefix; an http(s) URL is a plain link. The API accepts
 * nothing else (packages/contracts/src/store-settings.ts).
 */
export function SettingsLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  const storePath = useStorePath();
  if (url.startsWith('/')) {
    return (
      <Link className={className} to={storePath(url)}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={url} rel="noopener">
      {children}
    </a>
  );
}
