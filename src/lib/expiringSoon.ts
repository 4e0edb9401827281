/**
 * Quotes expiring within this many days are flagged. Its own module: the home page names it in a panel's
 * loading state, and lib/expiry's date rules would otherwise travel with the app's first file.
 */
export const EXPIRING_SOON_DAYS = 30;
