import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

const loadCenter = () => import('./notificationCenter');

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a Mantine notification: the one way the app notifies (ESLint keeps Mantine's own API out of the
 * features). The store and the container that draws it come with the first notification, not with the
 * first page: until the container has mounted, a notification waits in the store and appears with it.
 */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  loadCenter().then(
    (center) => center.notifications.show(data),
    // The action it reports has happened; only its note is lost (the portal's code could not be fetched).
    (error: unknown) => console.warn('A notification could not be shown:', data.title, error),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything has been notified yet: the app mounts the notifications container from then on. */
export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
