/** A price break as the local copy keeps it (the catalog's PriceBreak without the tier column). */
export type LocalPriceBreak = { minimumQuantity: number; maximumQuantity: number; price: number };

/**
 * The slim record of one part that the local copy keeps for browsing: enough for facets, local search
 * and the browse table. The full record is fetched from the API when a part is opened.
 */
export type LocalPart = {
  part: string;
  description: string;
  series: string;
  lifecycleStatus: string;
  stockQuantity: number;
  /** Epoch ms of the server record the stock figure comes from (a catalog page or a stock change). */
  stockAsOf: number;
  minimumOrderQuantity: number;
  standardLeadDays: number;
  packaging: string;
  packSize: number;
  fullIncrementRequired: boolean;
  /** "RoHS: Compliant", one per regulation. */
  compliance: string[];
  /** Price breaks per ISO currency the copy was loaded in. */
  prices: Record<string, LocalPriceBreak[]>;
};

/** Where a sync stands; kept beside the parts so a reload resumes from the last cursor. */
export type SyncState = {
  /** The currency of the load in progress or last completed. */
  currency: string;
  status: 'idle' | 'loading' | 'paused' | 'complete';
  /** The last part number received: the next page starts after it. */
  cursor: string;
  pagesLoaded: number;
  partsLoaded: number;
  startedAt: number | null;
  completedAt: number | null;
  /** Parts in the last complete load: the estimate of the total for "time left". */
  lastCompleteCount: number | null;
  /** Epoch ms from which the next stock refresh asks for changes. */
  deltaSince: number | null;
  /** When stock was last refreshed from the changes. */
  refreshedAt: number | null;
};

export const INITIAL_SYNC_STATE: SyncState = {
  currency: 'USD',
  status: 'idle',
  cursor: '',
  pagesLoaded: 0,
  partsLoaded: 0,
  startedAt: null,
  completedAt: null,
  lastCompleteCount: null,
  deltaSince: null,
  refreshedAt: null,
};
