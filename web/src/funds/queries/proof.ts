import { graphql } from '../../graphql/generated';
import type { MyLiabilityProofQuery } from '../../graphql/generated/graphql';

/** The published root (public) and the signed-in customer's own inclusion proof, read together. */
export const PROOF_QUERY = graphql(`
  query MyLiabilityProof {
    latestLiabilityProof {
      id
      publishedAt
      root
      leafCount
    }
    me {
      id
      liabilityProof {
        proof {
          id
          root
        }
        leafIndex
        salt
        leafHash
        balances {
          ...MoneyFields
        }
        path {
          side
          hash
        }
      }
    }
  }
`);

export type PublishedProof = NonNullable<MyLiabilityProofQuery['latestLiabilityProof']>;

/** The customer's leaf in the latest proof and the siblings from it up to the root. */
export type InclusionProof = NonNullable<NonNullable<MyLiabilityProofQuery['me']>['liabilityProof']>;
