import type { ReactNode } from 'react';
import { Anchor, Button, Text, type ButtonProps } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { safeHttpUrl } from '@/lib/url';

type SafeExternalLinkProps = {
  href: string | null | undefined;
  children: ReactNode;
  /** What to show when the API's URL is not http(s); nothing by default. */
  fallback?: ReactNode;
};

/** A link to a URL from the API, rendered only when it is http(s); opens in a new tab without an opener. */
export function SafeExternalLink({ href, children, fallback = null }: SafeExternalLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <IconExternalLink size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-hidden />
      <Text component="span" className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </Text>
    </Anchor>
  );
}

export function SafeExternalButton({
  href,
  children,
  fallback = null,
  ...buttonProps
}: SafeExternalLinkProps & Omit<ButtonProps, 'children'>) {
  const url = safeHttpUrl(href);
  if (!url) return <>{fallback}</>;
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden />}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
