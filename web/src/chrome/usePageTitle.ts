import { useEffect } from 'react';
import { useCollectTitleLabel } from '../ssr/pageHead';
import { useSiteSettings } from './useSiteSettings';

/** Sets the document title to '{label} - {productName}' (just the label until the name is known). */
export function usePageTitle(label: string): void {
  const productName = useSiteSettings()?.productName;
  useCollectTitleLabel(label);
  useEffect(() => {
    document.title = productName ? `${label} - ${productName}` : label;
  }, [label, productName]);
}
