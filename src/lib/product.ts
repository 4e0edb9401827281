/** The portal's name: the header, and every page's document title ("Browse parts · Parts Portal"). */
export const PRODUCT_NAME = 'Parts Portal';
