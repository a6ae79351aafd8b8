import { useEffect } from 'react';
import { useCollectTitleLabel } from '../ssr/pageHead';
import { useSiteSettings } from './useSiteSettings';

/**
 * The product's name until the site settings have come (or when the graph cannot be reached), so that
 * no title goes without it; the settings' name replaces it once known.
 */
export const FALLBACK_PRODUCT_NAME = 'CloudMine';

/** Sets the document title to '{label} - {productName}'. */
export function usePageTitle(label: string): void {
  const productName = useSiteSettings()?.productName || FALLBACK_PRODUCT_NAME;
  useCollectTitleLabel(label);
  useEffect(() => {
    document.title = pageTitle(label, productName);
  }, [label, productName]);
}

/** '{label} - {productName}', or the product's name alone for a page without a label. */
export function pageTitle(label: string, productName: string): string {
  return label ? `${label} - ${productName}` : productName;
}
