import { Text } from '@mantine/core';
import type { Location } from '@/model/schemas';

/** A location's postal address, one line per part, as the API gives it. */
export function AddressText({ location }: { location: Location }) {
  const a = location.Address;
  const lines = [
    a.Name,
    a.Address1,
    a.Address2,
    a.Address3,
    `${a.PostalCode} ${a.City}, ${a.State}`,
    a.Country,
  ];
  return (
    <Text component="address" size="sm" c="dimmed" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {lines.filter((l): l is string => Boolean(l && l.trim())).join('\n')}
    </Text>
  );
}

export function locationLabel(location: Location): string {
  return `${location.Address.Name} (${location.Address.City}, ${location.Address.Country})`;
}
