import { graphql } from '../../graphql/generated';
import type { AdminWalletFieldsFragment } from '../../graphql/generated/graphql';

/** A deposit address of the pool; customers get one of each type, sticky. */
export type Wallet = AdminWalletFieldsFragment;

export const WALLET_FIELDS = graphql(`
  fragment AdminWalletFields on Wallet {
    id
    address
    type
    assignedCount
    createdAt
    updatedAt
  }
`);

export const WALLETS_QUERY = graphql(`
  query AdminWallets($search: String) {
    wallets(search: $search) {
      ...AdminWalletFields
    }
  }
`);

export const WALLET_QUERY = graphql(`
  query AdminWallet($id: ID!) {
    wallet(id: $id) {
      ...AdminWalletFields
    }
  }
`);

/** Adds an address to the pool (OPERATOR; audited). */
export const CREATE_WALLET_MUTATION = graphql(`
  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {
    createWallet(address: $address, type: $type) {
      ...AdminWalletFields
    }
  }
`);

/** Changes the address only; the type stays (OPERATOR; audited). */
export const UPDATE_WALLET_MUTATION = graphql(`
  mutation AdminUpdateWallet($id: ID!, $address: String!) {
    updateWallet(id: $id, address: $address) {
      ...AdminWalletFields
    }
  }
`);

/** What the list shows after a create or an update (router state). */
export interface WalletsListState {
  notice: string;
}
