import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a Mantine notification, loading the notifications package on first use: code that runs with the
 * shell (the stock watcher) does not put the package on the first page.
 */
export function notify(data: NotificationData) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}
