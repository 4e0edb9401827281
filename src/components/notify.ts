import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a Mantine notification. Only the notifications store travels with the shell; the container that
 * draws them loads when the first one is shown (app/App.tsx, NotificationsOnDemand).
 */
export function notify(data: NotificationData) {
  notifications.show(data);
}
