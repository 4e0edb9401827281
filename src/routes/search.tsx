import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/search/SearchPage';
import { searchPageSearchSchema } from '@/features/search/searchParams';

// No loader: the term changes with every keystroke and a loader would fetch each one, defeating the
// debounce. The page queries the debounced term itself (a deep link searches at once).
export const Route = createFileRoute('/search')({
  validateSearch: searchPageSearchSchema,
  component: SearchPage,
});
