import { graphql } from '../../graphql/generated';

export const ALL_ADJUSTMENTS_QUERY = graphql(`
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
`);

/** Posts the adjustment to the ledger; the server refuses its creator (ACCOUNTANT, not the creator). */
export const APPROVE_ADJUSTMENT_MUTATION = graphql(`
  mutation AdminApproveAdjustment($id: ID!) {
    approveAdjustment(id: $id) {
      ...AdminAdjustmentFields
    }
  }
`);

export const REJECT_ADJUSTMENT_MUTATION = graphql(`
  mutation AdminRejectAdjustment($id: ID!, $reason: String!) {
    rejectAdjustment(id: $id, reason: $reason) {
      ...AdminAdjustmentFields
    }
  }
`);
