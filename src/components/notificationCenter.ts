// The notifications store and the container that draws it, in one chunk: it loads with the first
// notification (./notify.ts), so a page that shows none never fetches it.
export { notifications, Notifications } from '@mantine/notifications';
