import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { hrefOf, navigate } from './history.ts';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** An in-app link: a real <a href="#/…"> (open in new tab, copy link work), navigated without a reload on a plain click. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={hrefOf(to)} onClick={click} />;
}

/** Redirects once rendered. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}
