import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Money } from '../money';
import { MONEY_FIELDS } from './balances';

export interface PublishedProof {
  id: string;
  publishedAt: string;
  root: string;
  leafCount: number;
}

/** The customer's leaf in the latest proof and the siblings from it up to the root. */
export interface InclusionProof {
  proof: { id: string; root: string };
  leafIndex: number;
  salt: string;
  leafHash: string;
  balances: Money[];
  path: { side: 'LEFT' | 'RIGHT'; hash: string }[];
}

export interface ProofData {
  latestLiabilityProof: PublishedProof | null;
  me: { id: string; liabilityProof: InclusionProof | null } | null;
}

/** The published root (public) and the signed-in customer's own inclusion proof, read together. */
export const PROOF_QUERY: TypedDocumentNode<ProofData, Record<string, never>> = gql`
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
  ${MONEY_FIELDS}
`;
