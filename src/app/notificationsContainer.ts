// The notifications container on its own: App imports it lazily, so the container (transitions, portal)
// gets a chunk of its own while the store it reads stays with the shell.
export { Notifications } from '@mantine/notifications';
