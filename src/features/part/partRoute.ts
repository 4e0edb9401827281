import { getRouteApi } from '@tanstack/react-router';
import { z } from 'zod';
import { CURRENCY_CODES } from '@/lib/currencies';
import { MAX_QUANTITY } from '@/lib/quantity';

export const PART_TABS = ['documents', 'models', 'related', 'compliance'] as const;
export type PartTab = (typeof PART_TABS)[number];

/** Largest quantity the calculator takes: beyond it a buyer asks for a quote anyway. */
export const MAX_QTY = MAX_QUANTITY;

/** Every field falls back on its own, so one bad value in a shared link keeps the rest. */
export const partSearchSchema = z.object({
  qty: z.number().int().min(1).max(MAX_QTY).optional().catch(undefined),
  currency: z.enum(CURRENCY_CODES).optional().catch(undefined),
  tab: z.enum(PART_TABS).default('documents').catch('documents'),
});

export const partRouteApi = getRouteApi('/parts/$part');
