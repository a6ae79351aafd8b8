import { graphql } from '../../graphql/generated';
import type {
  AdminCustomerIdentityDocumentsQuery,
  AdminCustomersQuery,
  CustomerFieldsFragment,
  MessageType,
} from '../../graphql/generated/graphql';

export type { IdentityCheck } from '../../graphql/generated/graphql';
export const MESSAGE_TYPES: readonly MessageType[] = ['NORMAL', 'POPUP'];

/** A customer as the admin screens read it (the graph's User; it has no PIN or secret field). */
export type Customer = CustomerFieldsFragment;

/** Every scalar field of a customer; the list and the detail read the same, so a row opens at once. */
export const CUSTOMER_FIELDS = graphql(`
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
`);

/** "First Last", or the e-mail when the customer gave no name yet. */
export function customerDisplayName(customer: Pick<Customer, 'email' | 'firstName' | 'lastName'>): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? customer.email : name;
}

/** A row of the users list: the customer and, from funds, their pending deposits and withdrawals. */
export type CustomerRow = AdminCustomersQuery['customers']['items'][number];

/** Customers, newest first; search matches e-mail, names and id. */
export const CUSTOMERS_QUERY = graphql(`
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
`);

/** One customer; null when there is none with this id. */
export const CUSTOMER_QUERY = graphql(`
  query AdminCustomer($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
    }
  }
`);

/**
 * How many customers signed up with this customer's referral code. Kept out of the customer
 * fragment: each count is a query of its own, which a page of the list should not pay for.
 */
export const CUSTOMER_REFERRAL_COUNT_QUERY = graphql(`
  query AdminCustomerReferralCount($id: ID!) {
    customer(id: $id) {
      id
      referralCount
    }
  }
`);

/** The latest uploaded identity images, as data: URLs (JPEG or PNG). */
export type IdentityDocuments = NonNullable<
  NonNullable<AdminCustomerIdentityDocumentsQuery['customer']>['identityDocuments']
>;

/**
 * The customer's identity images; null when none were uploaded. Kept out of the customer fragment:
 * the images are large, and only the detail's "Identity documents" block reads them.
 */
export const CUSTOMER_DOCUMENTS_QUERY = graphql(`
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
`);

/** Rows of the "Recent actions" block. */
export const CUSTOMER_ACTIONS_PAGE_SIZE = 20;

/** The audited admin actions on one customer, newest first (the audit search matches the target id). */
export const CUSTOMER_ACTIONS_QUERY = graphql(`
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
`);

/** Dismisses the customer's open messages (the message form sent empty); answers how many (OPERATOR; audited). */
export const CLEAR_MESSAGES_MUTATION = graphql(`
  mutation AdminClearMessages($userId: ID!) {
    clearCustomerMessages(userId: $userId)
  }
`);

/** Sends a message to the customer (OPERATOR; audited); Popup ones appear on their open pages at once. */
export const SEND_MESSAGE_MUTATION = graphql(`
  mutation AdminSendMessage($userId: ID!, $body: String!, $type: MessageType!) {
    sendMessage(userId: $userId, body: $body, type: $type) {
      id
      type
      createdAt
    }
  }
`);

/** E-mails the customer (OPERATOR; audited; it appears in the mailbox). */
export const SEND_CUSTOMER_EMAIL_MUTATION = graphql(`
  mutation AdminSendCustomerEmail($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerEmail(userId: $userId, subject: $subject, body: $body)
  }
`);

/** Lets the customer past the identity upload for now (COMPLIANCE; audited). */
export const SKIP_IDENTITY_CHECK_MUTATION = graphql(`
  mutation AdminSkipCustomerIdentityCheck($userId: ID!) {
    skipCustomerIdentityCheck(userId: $userId) {
      ...CustomerFields
    }
  }
`);

/**
 * Approves or declines the identity documents awaiting review; a decline needs a reason (3–300
 * characters). The customer is e-mailed either way (COMPLIANCE; audited).
 */
export const REVIEW_IDENTITY_CHECK_MUTATION = graphql(`
  mutation AdminReviewIdentityCheck($userId: ID!, $decision: IdentityDecision!, $reason: String) {
    reviewIdentityCheck(userId: $userId, decision: $decision, reason: $reason) {
      ...CustomerFields
    }
  }
`);

/** Deactivates the customer: their sessions end, every record is kept (OPERATOR; audited). */
export const DEACTIVATE_CUSTOMER_MUTATION = graphql(`
  mutation AdminDeactivateCustomer($userId: ID!, $reason: String!) {
    deactivateCustomer(userId: $userId, reason: $reason) {
      ...CustomerFields
    }
  }
`);

export const REACTIVATE_CUSTOMER_MUTATION = graphql(`
  mutation AdminReactivateCustomer($userId: ID!, $reason: String!) {
    reactivateCustomer(userId: $userId, reason: $reason) {
      ...CustomerFields
    }
  }
`);

export const RESEND_DEVICE_PIN_MUTATION = graphql(`
  mutation AdminResendDevicePin($userId: ID!) {
    resendCustomerDevicePin(userId: $userId)
  }
`);

export const SEND_CUSTOMER_PUSH_MUTATION = graphql(`
  mutation AdminSendCustomerPush($userId: ID!, $subject: String!, $body: String!) {
    sendCustomerPush(userId: $userId, subject: $subject, body: $body)
  }
`);
