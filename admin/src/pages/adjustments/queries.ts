import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADJUSTMENT_FIELDS, type Adjustment, type AdjustmentStatus, type Page } from '../../graphql/funds';

export const ALL_ADJUSTMENTS_QUERY: TypedDocumentNode<
  { allAdjustments: Page<Adjustment> },
  { page: number; pageSize: number; status: AdjustmentStatus | null }
> = gql`
  query AdminAllAdjustments($page: Int, $pageSize: Int, $status: AdjustmentStatus) {
    allAdjustments(page: $page, pageSize: $pageSize, status: $status) {
      items {
        ...AdminAdjustmentFields
      }
      total
      page
      pageSize
    }
  }
  ${ADJUSTMENT_FIELDS}
`;

/** Posts the adjustment to the ledger; the server refuses its creator (ACCOUNTANT, not the creator). */
export const APPROVE_ADJUSTMENT_MUTATION: TypedDocumentNode<{ approveAdjustment: Adjustment }, { id: string }> = gql`
  mutation AdminApproveAdjustment($id: ID!) {
    approveAdjustment(id: $id) {
      ...AdminAdjustmentFields
    }
  }
  ${ADJUSTMENT_FIELDS}
`;

export const REJECT_ADJUSTMENT_MUTATION: TypedDocumentNode<
  { rejectAdjustment: Adjustment },
  { id: string; reason: string }
> = gql`
  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {
    rejectAdjustment(id: $id, reason: $reason) {
      ...AdminAdjustmentFields
    }
  }
  ${ADJUSTMENT_FIELDS}
`;
