import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CryptoCurrency } from '../../graphql/funds';

/** A deposit address of the pool; customers get one of each type, sticky. */
export interface Wallet {
  __typename?: 'Wallet';
  id: string;
  address: string;
  type: CryptoCurrency;
  assignedCount: number;
  createdAt: string;
  updatedAt: string;
}

const WALLET_FIELDS = gql`
  fragment AdminWalletFields on Wallet {
    id
    address
    type
    assignedCount
    createdAt
    updatedAt
  }
`;

export const WALLETS_QUERY: TypedDocumentNode<{ wallets: Wallet[] }, { search: string | null }> = gql`
  query AdminWallets($search: String) {
    wallets(search: $search) {
      ...AdminWalletFields
    }
  }
  ${WALLET_FIELDS}
`;

export const WALLET_QUERY: TypedDocumentNode<{ wallet: Wallet | null }, { id: string }> = gql`
  query AdminWallet($id: ID!) {
    wallet(id: $id) {
      ...AdminWalletFields
    }
  }
  ${WALLET_FIELDS}
`;

/** Adds an address to the pool (OPERATOR; audited). */
export const CREATE_WALLET_MUTATION: TypedDocumentNode<
  { createWallet: Wallet },
  { address: string; type: CryptoCurrency }
> = gql`
  mutation AdminCreateWallet($address: String!, $type: CryptoCurrency!) {
    createWallet(address: $address, type: $type) {
      ...AdminWalletFields
    }
  }
  ${WALLET_FIELDS}
`;

/** Changes the address only; the type stays (OPERATOR; audited). */
export const UPDATE_WALLET_MUTATION: TypedDocumentNode<{ updateWallet: Wallet }, { id: string; address: string }> = gql`
  mutation AdminUpdateWallet($id: ID!, $address: String!) {
    updateWallet(id: $id, address: $address) {
      ...AdminWalletFields
    }
  }
  ${WALLET_FIELDS}
`;

/** What the list shows after a create or an update (router state). */
export interface WalletsListState {
  notice: string;
}
