import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@/lib/product';

/**
 * The document title of a page: its own words, most specific first, then the portal's name
 * ("TSH-010 · Search · Parts Portal"). Empty parts are left out; no parts gives the portal's name alone.
 */
export function usePageTitle(...parts: (string | undefined)[]) {
  useDocumentTitle(
    [...parts.filter((part): part is string => Boolean(part?.trim())), PRODUCT_NAME].join(' · '),
  );
}
