import { useEffect, useState } from 'react';
import { verifyLiabilityInclusion } from '@mc/contracts/src/liability-proof';
import type { InclusionProof, PublishedProof } from '../queries/proof';

/** `unavailable`: WebCrypto exists only in secure contexts (HTTPS or localhost), so no verdict either way. */
export type InclusionCheck = 'checking' | 'verified' | 'failed' | 'unavailable';

/**
 * Recomputes the leaf from the balances and salt shown, folds the path up with WebCrypto and compares
 * the result with the published root: the verdict is the browser's, not the server's word.
 */
export function useInclusionCheck(
  userId: string,
  inclusion: InclusionProof,
  published: PublishedProof,
): InclusionCheck {
  const [check, setCheck] = useState<InclusionCheck>('checking');
  useEffect(() => {
    let current = true;
    if (!globalThis.crypto?.subtle) {
      setCheck('unavailable');
      return;
    }
    setCheck('checking');
    const fields = { userId, salt: inclusion.salt, balances: inclusion.balances };
    const samePublication = inclusion.proof.id === published.id;
    verifyLiabilityInclusion(fields, inclusion.path, published.root)
      .then((included) => current && setCheck(included && samePublication ? 'verified' : 'failed'))
      .catch(() => current && setCheck('failed'));
    return () => {
      current = false;
    };
  }, [userId, inclusion, published]);
  return check;
}
