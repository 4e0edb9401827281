import type { MouseEvent, ReactNode } from 'react';
import { Anchor, type AnchorProps } from '@mantine/core';
import { useRouter, type AnyRouter } from '@tanstack/react-router';

/** A plain left click is the router's; modified clicks (new tab, window) stay the browser's. */
export function navigateOnPlainClick(router: AnyRouter, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}

/**
 * A real in-app link to a URL built as a string: for pages owned by other issues (/search, /quotes,
 * /orders/history) whose routes may not be registered yet, so a typed <Link to> would not compile.
 */
export function HrefLink({
  href,
  children,
  ...anchorProps
}: { href: string; children: ReactNode } & AnchorProps) {
  const router = useRouter();
  return (
    <Anchor href={href} onClick={navigateOnPlainClick(router, href)} {...anchorProps}>
      {children}
    </Anchor>
  );
}

/** Whether a page exists in this build (other issues add routes over time; render nothing until then). */
export function useRouteExists(path: string): boolean {
  const router = useRouter();
  return path in router.routesByPath;
}
