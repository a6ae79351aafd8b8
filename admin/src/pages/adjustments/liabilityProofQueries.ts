import { gql, type TypedDocumentNode } from '@apollo/client';
import { MONEY_FIELDS } from '../../graphql/funds';
import type { Money } from '../../lib/money';

export interface LiabilityProof {
  id: string;
  publishedAt: string;
  root: string;
  leafCount: number;
  totals: Money[];
}

const LIABILITY_PROOF_FIELDS = gql`
  fragment AdminLiabilityProofFields on LiabilityProof {
    id
    publishedAt
    root
    leafCount
    totals {
      ...MoneyFields
    }
  }
  ${MONEY_FIELDS}
`;

export const LATEST_LIABILITY_PROOF_QUERY: TypedDocumentNode<
  { latestLiabilityProof: LiabilityProof | null },
  Record<string, never>
> = gql`
  query AdminLatestLiabilityProof {
    latestLiabilityProof {
      ...AdminLiabilityProofFields
    }
  }
  ${LIABILITY_PROOF_FIELDS}
`;

/** Publishes a Merkle root of every customer's balances now (ACCOUNTANT); the same requestId again returns the first. */
export const PUBLISH_LIABILITY_PROOF_MUTATION: TypedDocumentNode<
  { publishLiabilityProof: LiabilityProof },
  { requestId: string }
> = gql`
  mutation AdminPublishLiabilityProof($requestId: ID!) {
    publishLiabilityProof(requestId: $requestId) {
      ...AdminLiabilityProofFields
    }
  }
  ${LIABILITY_PROOF_FIELDS}
`;
