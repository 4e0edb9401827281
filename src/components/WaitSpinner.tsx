import { Loader, type LoaderProps } from '@mantine/core';
import classes from './WaitSpinner.module.css';

/**
 * The spinner of a wait the user did not just ask for (a page's part, a panel, a table's code): hidden for
 * the wait's first second, when the words or the frame beside it say enough. A spinner that answers a
 * click (a submit, a search as one types) is Mantine's Loader, at once.
 */
export function WaitSpinner(props: Pick<LoaderProps, 'size'>) {
  return <Loader {...props} className={classes.spinner} aria-hidden />;
}
