import { graphql } from '../../graphql/generated';
import type { AdminLiabilityProofFieldsFragment } from '../../graphql/generated/graphql';

export type LiabilityProof = AdminLiabilityProofFieldsFragment;

export const LIABILITY_PROOF_FIELDS = graphql(`
  fragment AdminLiabilityProofFields on LiabilityProof {
    id
    publishedAt
    root
    leafCount
    totals {
      ...MoneyFields
    }
  }
`);

export const LATEST_LIABILITY_PROOF_QUERY = graphql(`
  query AdminLatestLiabilityProof {
    latestLiabilityProof {
      ...AdminLiabilityProofFields
    }
  }
`);

/** Publishes a Merkle root of every customer's balances now (ACCOUNTANT); the same requestId again returns the first. */
export const PUBLISH_LIABILITY_PROOF_MUTATION = graphql(`
  mutation AdminPublishLiabilityProof($requestId: ID!) {
    publishLiabilityProof(requestId: $requestId) {
      ...AdminLiabilityProofFields
    }
  }
`);
