import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  UnstyledButton,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

/*
 * Every link to a page of the portal is one of these: a Mantine component made a typed router link with
 * createLink, so a typo in a route, a path param or a search param fails the typecheck instead of producing
 * a dead link (Mantine's `component={Link}` loses those types). Each renders a real <a>, so opening in a
 * new tab works. ESLint refuses an own-route URL written as a string (scripts/eslint-layers.js).
 */
type AsAnchor<P> = P & Omit<ComponentPropsWithoutRef<'a'>, keyof P | 'href'>;

const AnchorBase = forwardRef<HTMLAnchorElement, AsAnchor<AnchorProps>>(function AnchorBase(props, ref) {
  return <Anchor ref={ref} {...props} />;
});
const ButtonBase = forwardRef<HTMLAnchorElement, AsAnchor<ButtonProps>>(function ButtonBase(props, ref) {
  return <Button ref={ref} component="a" {...props} />;
});
const ActionIconBase = forwardRef<HTMLAnchorElement, AsAnchor<ActionIconProps>>(
  function ActionIconBase(p, ref) {
    return <ActionIcon ref={ref} component="a" {...p} />;
  },
);
const UnstyledBase = forwardRef<HTMLAnchorElement, AsAnchor<UnstyledButtonProps>>(
  function UnstyledBase(p, ref) {
    return <UnstyledButton ref={ref} component="a" {...p} />;
  },
);

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);
const CreatedActionIconLink = createLink(ActionIconBase);
const CreatedUnstyledLink = createLink(UnstyledBase);

/** A Mantine Anchor that is a typed router link. */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;
/** A Mantine Button that is a typed router link. */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;
/** A Mantine ActionIcon (an icon-only button) that is a typed router link. */
export const ActionIconLink: LinkComponent<typeof ActionIconBase> = (props) => (
  <CreatedActionIconLink {...props} />
);
/** A Mantine UnstyledButton (the header's logo) that is a typed router link. */
export const UnstyledLink: LinkComponent<typeof UnstyledBase> = (props) => <CreatedUnstyledLink {...props} />;
