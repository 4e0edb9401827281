import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/HomePage';
import { preloadHomePanels } from '@/features/home/homeRoute';

export const Route = createFileRoute('/')({
  loader: preloadHomePanels,
  component: HomePage,
});
