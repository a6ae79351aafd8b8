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
  const [verdict, setVerdict] = useState<{
    of: [string, InclusionProof, PublishedProof];
    check: InclusionCheck;
  } | null>(null);
  const available = Boolean(globalThis.crypto?.subtle);
  useEffect(() => {
    if (!available) return;
    let current = true;
    const fields = { userId, salt: inclusion.salt, balances: inclusion.balances };
    const samePublication = inclusion.proof.id === published.id;
    const settle = (check: InclusionCheck) => current && setVerdict({ of: [userId, inclusion, published], check });
    verifyLiabilityInclusion(fields, inclusion.path, published.root)
      .then((included) => settle(included && samePublication ? 'verified' : 'failed'))
      .catch(() => settle('failed'));
    return () => {
      current = false;
    };
  }, [available, userId, inclusion, published]);
  if (!available) return 'unavailable';
  // A verdict for an earlier proof is not shown while the current one is being checked.
  const [forUser, forInclusion, forPublished] = verdict?.of ?? [];
  const current = forUser === userId && forInclusion === inclusion && forPublished === published;
  return verdict && current ? verdict.check : 'checking';
}
