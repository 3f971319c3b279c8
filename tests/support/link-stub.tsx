import type { AnchorHTMLAttributes } from 'react';

/** next-intl's Link as the page renders it, a plain anchor, without the router it needs in an app. */
export function LinkStub({
  href,
  prefetch: _prefetch,
  scroll: _scroll,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; scroll?: boolean }) {
  return <a href={href} {...rest} />;
}
