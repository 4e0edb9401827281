import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/*
 * Mantine's `component={Link}` loses the router's types for `params` and `search`; createLink keeps them,
 * so a typo in a route or a search param fails the typecheck instead of producing a dead link.
 */
type AnchorBaseProps = AnchorProps & Omit<ComponentPropsWithoutRef<'a'>, keyof AnchorProps | 'href'>;
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorBaseProps>(function AnchorBase(props, ref) {
  return <Anchor ref={ref} {...props} />;
});
const CreatedAnchorLink = createLink(AnchorBase);
/** A Mantine Anchor that is a typed router link. */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;

type ButtonBaseProps = ButtonProps & Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonProps | 'href'>;
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonBaseProps>(function ButtonBase(props, ref) {
  return <Button ref={ref} component="a" {...props} />;
});
const CreatedButtonLink = createLink(ButtonBase);
/** A Mantine Button that is a typed router link (a real <a>: open in a new tab works). */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;
