import { graphql } from '../../graphql/generated';
import type { AdminTraderFieldsFragment } from '../../graphql/generated/graphql';

/** A trader as admins see it: what they state, and the statistics computed from its recorded trades. */
export type AdminTrader = AdminTraderFieldsFragment;

export const TRADER_FIELDS = graphql(`
  fragment AdminTraderFields on Trader {
    id
    name
    email
    description
    profitSharePercent
    equity
    minAllocation
    maxAllocation
    copiers
    photoUrl
    retiredAt
    statistics {
      winRate
      numberOfTrades
      return
      statisticsUnavailableReason
    }
  }
`);

/** The active traders (retired ones leave the list; their records stay). */
export const TRADERS_QUERY = graphql(`
  query AdminTraders {
    traders {
      ...AdminTraderFields
    }
  }
`);

export const TRADER_QUERY = graphql(`
  query AdminTrader($id: ID!) {
    trader(id: $id) {
      ...AdminTraderFields
    }
  }
`);

/** OPERATOR or SUPERADMIN; audited. The requestId makes a double submission one trader. */
export const CREATE_TRADER_MUTATION = graphql(`
  mutation AdminCreateTrader($input: TraderInput!, $requestId: ID) {
    createTrader(input: $input, requestId: $requestId) {
      ...AdminTraderFields
    }
  }
`);

export const UPDATE_TRADER_MUTATION = graphql(`
  mutation AdminUpdateTrader($id: ID!, $input: TraderInput!) {
    updateTrader(id: $id, input: $input) {
      ...AdminTraderFields
    }
  }
`);

export const RETIRE_TRADER_MUTATION = graphql(`
  mutation AdminRetireTrader($id: ID!, $reason: String!) {
    retireTrader(id: $id, reason: $reason) {
      ...AdminTraderFields
    }
  }
`);

export const UPLOAD_TRADER_PHOTO_MUTATION = graphql(`
  mutation AdminUploadTraderPhoto($id: ID!, $photo: ImageUpload!) {
    uploadTraderPhoto(id: $id, photo: $photo) {
      ...AdminTraderFields
    }
  }
`);

/** What the list shows after a create, an update or a retirement (router state). */
export interface TradersListState {
  notice: string;
}
