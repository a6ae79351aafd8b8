import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AuditEntry } from '../audit/queries';

export type IdentityCheck = 'NOT_SUBMITTED' | 'AWAITING_REVIEW' | 'APPROVED';
export type IdentityDecision = 'APPROVE' | 'DECLINE';
export type MessageType = 'NORMAL' | 'POPUP';
export const MESSAGE_TYPES: readonly MessageType[] = ['NORMAL', 'POPUP'];

/** A customer as the admin screens read it (the graph's User; it has no PIN or secret field). */
export interface Customer {
  __typename?: 'User';
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  /** The postal address the customer gave on their address page; each part null until given. */
  streetAddress: string | null;
  postCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  mobileNumber: string | null;
  currency: string;
  language: string;
  detailsCompleted: boolean;
  deviceVerified: boolean;
  identityCheck: IdentityCheck;
  identityCheckSkipped: boolean;
  referralCode: string;
  createdAt: string;
  /** Set once an admin deactivated the account (its records are kept). */
  deactivatedAt: string | null;
  /** Why the last identity submission was declined; null unless it was. */
  identityCheckDeclineReason: string | null;
  /** The profile photo as a data: URL; null when none. */
  photo: string | null;
  /** What the customer's browser answered about notifications; null until asked. */
  websitePermission: 'GRANTED' | 'DENIED' | 'DEFAULT' | null;
  /** Null when the customer has no browser subscription: the push form is then refused. */
  pushSubscription: { endpointOrigin: string; savedAt: string } | null;
}

/** Every scalar field of a customer; the list and the detail read the same, so a row opens at once. */
export const CUSTOMER_FIELDS = gql`
  fragment CustomerFields on User {
    id
    email
    firstName
    lastName
    phoneNumber
    streetAddress
    postCode
    city
    state
    country
    mobileNumber
    currency
    language
    detailsCompleted
    deviceVerified
    identityCheck
    identityCheckSkipped
    referralCode
    createdAt
    deactivatedAt
    identityCheckDeclineReason
    photo
    websitePermission
    pushSubscription {
      endpointOrigin
      savedAt
    }
  }
`;

/** "First Last", or the e-mail when the customer gave no name yet. */
export function customerDisplayName(customer: Pick<Customer, 'email' | 'firstName' | 'lastName'>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? customer.email : name;
}

/** A row of the users list: the customer and, from funds, their pending deposits and withdrawals. */
export interface CustomerRow extends Customer {
  pendingDepositCount: number;
  pendingWithdrawalCount: number;
}

export interface CustomersData {
  customers: { items: CustomerRow[]; total: number; page: number; pageSize: number };
}

export interface CustomersVariables {
  page: number;
  pageSize: number;
  search: string | null;
}

/** Customers, newest first; search matches e-mail, names and id. */
export const CUSTOMERS_QUERY: TypedDocumentNode<CustomersData, CustomersVariables> = gql`
  query AdminCustomers($page: Int, $pageSize: Int, $search: String) {
    customers(page: $page, pageSize: $pageSize, search: $search) {
      items {
        ...CustomerFields
        pendingDepositCount
        pendingWithdrawalCount
      }
      total
      page
      pageSize
    }
  }
  ${CUSTOMER_FIELDS}
`;

/** One customer; null when there is none with this id. */
export const CUSTOMER_QUERY: TypedDocumentNode<{ customer: Customer | null }, { id: string }> = gql`
  query AdminCustomer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

/**
 * How many customers signed up with this customer's referral code. Kept out of the customer
 * fragment: each count is a query of its own, which a page of the list should not pay for.
 */
export const CUSTOMER_REFERRAL_COUNT_QUERY: TypedDocumentNode<
  { customer: { __typename?: 'User'; id: string; referralCount: number } | null },
  { id: string }
> = gql`
  query AdminCustomerReferralCount($id: ID!) {
    customer(id: $id) {
      id
      referralCount
    }
  }
`;

/** The latest uploaded identity images, as data: URLs (JPEG or PNG). */
export interface IdentityDocuments {
  __typename?: 'IdentityDocuments';
  front: string;
  back: string;
  uploadedAt: string;
}

/**
 * The customer's identity images; null when none were uploaded. Kept out of the customer fragment:
 * the images are large, and only the detail's "Identity documents" block reads them.
 */
export const CUSTOMER_DOCUMENTS_QUERY: TypedDocumentNode<
  { customer: { __typename?: 'User'; id: string; identityDocuments: IdentityDocuments | null } | null },
  { id: string }
> = gql`
  query AdminCustomerIdentityDocuments($id: ID!) {
    customer(id: $id) {
      id
      identityDocuments {
        front
        back
        uploadedAt
      }
    }
  }
`;

export type CustomerAction = Pick<AuditEntry, 'id' | 'at' | 'adminEmail' | 'operation' | 'targetId'>;

/** Rows of the "Recent actions" block. */
export const CUSTOMER_ACTIONS_PAGE_SIZE = 20;

/** The audited admin actions on one customer, newest first (the audit search matches the target id). */
export const CUSTOMER_ACTIONS_QUERY: TypedDocumentNode<
  { auditLog: { items: CustomerAction[]; total: number } },
  { search: string; pageSize: number }
> = gql`
  query AdminCustomerActions($search: String!, $pageSize: Int) {
    auditLog(page: 1, pageSize: $pageSize, search: $search) {
      items {
        id
        at
        adminEmail
        operation
        targetId
      }
      total
    }
  }
`;

/** Sends a message to the customer (OPERATOR; audited); Popup ones appear on their open pages at once. */
/** Dismisses the customer's open messages (the message form sent empty); answers how many (OPERATOR; audited). */
export const CLEAR_MESSAGES_MUTATION: TypedDocumentNode<{ clearCustomerMessages: number }, { userId: string }> = gql`
  mutation AdminClearMessages($userId: ID!) {
    clearCustomerMessages(userId: $userId)
  }
`;

export const SEND_MESSAGE_MUTATION: TypedDocumentNode<
  { sendMessage: { id: string; type: MessageType; createdAt: string } },
  { userId: string; body: string; type: MessageType }
> = gql`
  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {
    sendMessage(userId: $userId, body: $body, type: $type) {
      id
      type
      createdAt
    }
  }
`;

/** E-mails the customer (OPERATOR; audited; it appears in the mailbox). */
export const SEND_CUSTOMER_EMAIL_MUTATION: TypedDocumentNode<
  { sendCustomerEmail: boolean },
  { userId: string; subject: string; body: string }
> = gql`
  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)
  }
`;

/** Lets the customer past the identity upload for now (COMPLIANCE; audited). */
export const SKIP_IDENTITY_CHECK_MUTATION: TypedDocumentNode<
  { skipCustomerIdentityCheck: Customer },
  { userId: string }
> = gql`
  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {
    skipCustomerIdentityCheck(userId: $userId) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

/**
 * Approves or declines the identity documents awaiting review; a decline needs a reason (3–300
 * characters). The customer is e-mailed either way (COMPLIANCE; audited).
 */
export const REVIEW_IDENTITY_CHECK_MUTATION: TypedDocumentNode<
  { reviewIdentityCheck: Customer },
  { userId: string; decision: IdentityDecision; reason?: string | null }
> = gql`
  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {
    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

/** Deactivates the customer: their sessions end, every record is kept (OPERATOR; audited). */
export const DEACTIVATE_CUSTOMER_MUTATION: TypedDocumentNode<
  { deactivateCustomer: Customer },
  { userId: string; reason: string }
> = gql`
  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {
    deactivateCustomer(userId: $userId, reason: $reason) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const REACTIVATE_CUSTOMER_MUTATION: TypedDocumentNode<
  { reactivateCustomer: Customer },
  { userId: string; reason: string }
> = gql`
  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {
    reactivateCustomer(userId: $userId, reason: $reason) {
      ...CustomerFields
    }
  }
  ${CUSTOMER_FIELDS}
`;

export const RESEND_DEVICE_PIN_MUTATION: TypedDocumentNode<{ resendCustomerDevicePin: boolean }, { userId: string }> =
  gql`
    mutation AdminResendDevicePin($userId: ID!) {
      resendCustomerDevicePin(userId: $userId)
    }
  `;

export const SEND_CUSTOMER_PUSH_MUTATION: TypedDocumentNode<
  { sendCustomerPush: boolean },
  { userId: string; subject: string; body: string }
> = gql`
  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerPush(userId: $userId, subject: $subject, body: $body)
  }
`;
