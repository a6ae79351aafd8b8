import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';

/** The two pool addresses the admin adds (a deposit needs an address of its coin). */
export const POOL_WALLETS = {
  BTC: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  ETH: '0x52908400098527886E0F7030069857D2E4169EE7',
} as const;

/** The admin adds a Bitcoin and an Ethereum wallet to the deposit address pool in the panel. */
export async function adminAddsPoolWallets(admin: Page, baseUrl: string): Promise<void> {
  for (const [type, address] of Object.entries(POOL_WALLETS)) {
    await admin.goto(`${baseUrl}/control/wallets/create.html`);
    await admin.getByTestId('wallet-address').fill(address);
    await admin.getByTestId('wallet-type').selectOption(type);
    await admin.getByTestId('wallet-create-submit').click();
    await admin.waitForURL('**/control/wallets/list.html');
    await admin.getByTestId('wallets-row').filter({ hasText: address }).waitFor();
  }
}

/** The customer makes a 500 USD trading deposit paid in Bitcoin and lands on its payment page. */
export async function customerCreatesTradingDeposit(customer: Page, baseUrl: string): Promise<void> {
  await customer.goto(`${baseUrl}/user/deposits/list.html`);
  await customer.getByTestId('deposits-empty').filter({ hasText: 'NO DEPOSIT YET' }).waitFor();
  await customer.getByTestId('deposits-new').click();
  await customer.getByTestId('deposit-select-trading').click();
  await customer.waitForURL('**/user/deposits/trading.html');
  await expect(customer.getByTestId('trading-deposit-amount').inputValue()).resolves.toBe('500');

  // Choosing card shows the specification's notice at once, and there is nothing to submit.
  await customer.getByTestId('checkout-pay-CARD').check();
  await customer
    .getByTestId('checkout-card-unavailable')
    .filter({ hasText: 'Credit Card Payment Gateway Temporarily Unavailable' })
    .waitFor();
  await expect(customer.getByTestId('trading-deposit-form-submit').isDisabled()).resolves.toBe(true);

  await customer.getByTestId('checkout-pay-BTC').check();
  await customer.getByTestId('trading-deposit-form-submit').click();
  await customer.waitForURL(/\/payment\.html\?timestamp=\d+&crypto=BTC&address=/);
}

/** The payment page draws the QR code locally and counts the 30 minutes down; a changed amount is refused. */
export async function expectPaymentPage(customer: Page): Promise<void> {
  await customer.getByTestId('payment-qr').waitFor();
  await expect(customer.getByTestId('payment-address').innerText()).resolves.toBe(POOL_WALLETS.BTC);
  await expect(customer.getByTestId('payment-amount').innerText()).resolves.toMatch(/^\d+\.\d{8} BTC$/);
  const countdown = customer.getByTestId('payment-countdown');
  const first = await countdown.innerText();
  expect(first).toMatch(/^(30:00|29:[0-5]\d)$/);
  await customer.waitForFunction(
    (before) => document.querySelector('[data-testid="payment-countdown"]')?.textContent !== before,
    first,
    { timeout: 5_000 },
  );
  // No external QR service: the code is an inline SVG.
  await expect(customer.locator('svg[data-testid="payment-qr"] path').count()).resolves.toBeGreaterThan(0);

  const tampered = new URL(customer.url());
  tampered.searchParams.set('cryptoprice', '0.00000001');
  await customer.goto(tampered.toString());
  await customer.getByTestId('payment-invalid').filter({ hasText: 'Invalid or Expired Payment Link' }).waitFor();
  await customer.goBack();
  await customer.getByTestId('payment-qr').waitFor();
}

/** The admin confirms the customer's pending deposit with a transaction reference. */
export async function adminConfirmsDeposit(
  admin: Page,
  baseUrl: string,
  userId: string,
  { rowText = 'Trading deposit', reference = 'btc-tx-e2e-1' } = {},
): Promise<void> {
  await admin.goto(`${baseUrl}/control/users/list.html`);
  await admin.getByTestId('users-search').fill(userId);
  await admin.getByTestId('users-row-pending-deposits').filter({ hasText: '1 deposit' }).waitFor();
  await admin.goto(`${baseUrl}/control/deposits/list.html`);
  await admin.getByTestId('deposits-search').fill(userId);
  const row = admin.getByTestId('deposits-row').filter({ hasText: rowText }).first();
  await row.getByTestId('deposits-row-link').click();
  await admin.getByTestId('deposit-detail').waitFor();
  await admin.getByTestId('deposit-confirm').click();
  await admin.getByTestId('deposit-confirm-text').fill(reference);
  await admin.getByTestId('deposit-confirm-confirm').click();
  await admin.getByTestId('success-box').waitFor();
  await expect(admin.getByTestId('deposit-status').textContent()).resolves.toBe('Confirmed');
  await expect(admin.getByTestId('deposit-reference').innerText()).resolves.toBe(reference);
}

/** The customer asks to withdraw 100 USD of trading money to PayPal, after reading the published rules. */
export async function customerRequestsWithdrawal(customer: Page, baseUrl: string): Promise<void> {
  await customer.goto(`${baseUrl}/user/withdrawals/new.html`);
  await customer.getByTestId('withdrawals-empty').filter({ hasText: 'No Withdrawal History' }).waitFor();
  await customer.getByTestId('withdrawal-source').selectOption('TRADING');
  await expect(customer.getByTestId('withdrawal-rule-minimum').innerText()).resolves.toBe('$50.00');
  await expect(customer.getByTestId('withdrawal-rule-available').innerText()).resolves.toBe('$500.00');
  await customer.getByTestId('withdrawal-method').selectOption('PAYPAL');
  await customer.getByTestId('withdrawal-amount').fill('100');
  await expect(customer.getByTestId('withdrawal-preview-fee').innerText()).resolves.toBe('1.00 USD');
  await expect(customer.getByTestId('withdrawal-preview-net').innerText()).resolves.toBe('99.00 USD');
  await customer.getByTestId('withdrawal-paypal-email').fill('fay.paypal@example.com');
  await customer.getByTestId('withdrawal-submit').click();
  await customer.getByTestId('success-box').waitFor();
  await customer
    .getByTestId('withdrawals-row')
    .first()
    .getByTestId('withdrawals-row-status')
    .filter({ hasText: 'Pending' })
    .waitFor();
}

/** The admin completes the pending withdrawal with a payout reference. */
export async function adminCompletesWithdrawal(admin: Page, baseUrl: string, userId: string): Promise<void> {
  await admin.goto(`${baseUrl}/control/withdrawals/list.html`);
  await admin.getByTestId('withdrawals-search').fill(userId);
  await admin
    .getByTestId('withdrawals-row')
    .filter({ hasText: 'fay.paypal@example.com' })
    .first()
    .getByTestId('withdrawals-row-link')
    .click();
  await admin.getByTestId('withdrawal-complete').click();
  await admin.getByTestId('withdrawal-complete-text').fill('paypal-e2e-1');
  await admin.getByTestId('withdrawal-complete-confirm').click();
  await admin.getByTestId('success-box').waitFor();
  await expect(admin.getByTestId('withdrawal-status').textContent()).resolves.toBe('Completed');
}

/**
 * Direct Update asks for a target; the admin who asked cannot approve the adjustment it made (the
 * server's refusal shows in the modal); the second admin approves it from the queue.
 */
export async function adjustmentNeedsSecondAdmin(
  maker: Page,
  checker: Page,
  baseUrl: string,
  userId: string,
  target: string,
): Promise<void> {
  await maker.goto(`${baseUrl}/control/users/${userId}/update`);
  await maker.getByTestId('direct-update-warning').filter({ hasText: 'another admin' }).waitFor();
  await maker.getByTestId('direct-update-target-USD').fill(target);
  await maker.getByTestId('direct-update-reason').fill('Goodwill correction (e2e)');
  await maker.getByTestId('direct-update-submit').click();
  await maker.getByTestId('success-box').filter({ hasText: '1 adjustment awaits approval' }).waitFor();
  const ownRow = maker.getByTestId('adjustments-row').filter({ hasText: 'Goodwill correction (e2e)' });
  await ownRow.getByTestId('adjustment-own').waitFor();
  await ownRow.getByTestId('adjustment-approve').click();
  await maker.getByTestId('adjustment-approve-confirm').click();
  await maker
    .locator('[data-testid="error-message"][data-reason="SECOND_ADMIN_REQUIRED"]')
    .filter({ hasText: 'other than its creator' })
    .waitFor();
  await maker.getByTestId('adjustment-approve-cancel').click();

  await checker.goto(`${baseUrl}/control/adjustments/list.html`);
  const row = checker.getByTestId('adjustments-row').filter({ hasText: 'Goodwill correction (e2e)' });
  await row.getByTestId('adjustment-approve').click();
  await checker.getByTestId('adjustment-approve-confirm').click();
  await checker.getByTestId('success-box').waitFor();
}

/**
 * "Add Deposit" for money received by bank transfer: the admin who recorded it cannot confirm it
 * (the server's refusal shows); the second admin confirms it from the customer's deposits.
 */
export async function adminRecordsDepositForSecondAdmin(
  maker: Page,
  checker: Page,
  baseUrl: string,
  userId: string,
): Promise<void> {
  await maker.goto(`${baseUrl}/control/users/${userId}`);
  await maker.getByTestId('user-link-deposits').click();
  await maker.getByTestId('user-deposit-create-link').click();
  await maker.getByTestId('user-deposit-price').fill('750');
  await maker.getByTestId('user-deposit-comment').fill('Bank transfer of 4 March');
  await maker.getByTestId('user-deposit-reference').fill('SEPA-E2E-42');
  await maker.getByTestId('user-deposit-create-submit').click();
  await maker.getByTestId('deposit-detail').waitFor();
  // A fresh link: the note says how long it stays valid, never "expired" (issue 13, item 2).
  const expiry = maker.getByTestId('deposit-link-expiry');
  await expect(expiry.innerText()).resolves.toMatch(/\(valid for (29|30) more minutes\)/);
  await expect(expiry.innerText()).resolves.not.toMatch(/expired/);
  await maker.getByTestId('deposit-confirm').click();
  await maker.getByTestId('deposit-confirm-confirm').click();
  await maker.locator('[data-testid="error-message"][data-reason="SECOND_ADMIN_REQUIRED"]').waitFor();
  await maker.getByTestId('deposit-confirm-cancel').click();

  await checker.goto(`${baseUrl}/control/users/${userId}/deposits`);
  await checker
    .getByTestId('deposits-row')
    .filter({ hasText: 'Bank transfer of 4 March' })
    .getByTestId('deposits-row-link')
    .click();
  await checker.getByTestId('deposit-confirm').click();
  await checker.getByTestId('deposit-confirm-confirm').click();
  await checker.getByTestId('success-box').waitFor();
  await expect(checker.getByTestId('deposit-reference').innerText()).resolves.toBe('SEPA-E2E-42');
}

/**
 * Recorded the way the old admin client did, without a reference (issue 13, item 8): the deposit
 * waits, and the second admin must name the reference to confirm it.
 */
export async function adminRecordsDepositWithoutReference(
  maker: Page,
  checker: Page,
  baseUrl: string,
  userId: string,
): Promise<void> {
  await maker.goto(`${baseUrl}/control/users/${userId}/deposits/create`);
  await maker.getByTestId('user-deposit-price').fill('500');
  await maker.getByTestId('user-deposit-comment').fill('Wire without a reference yet');
  await maker.getByTestId('user-deposit-create-submit').click();
  await maker.getByTestId('deposit-detail').waitFor();
  const detailUrl = maker.url();

  await checker.goto(detailUrl);
  await checker.getByTestId('deposit-confirm').click();
  await checker.getByText('Transaction reference (required: the admin who recorded it gave none)').waitFor();
  await checker.getByTestId('deposit-confirm-confirm').click();
  // The form will not send without it: the deposit stays pending.
  await expect(checker.getByTestId('deposit-status').innerText()).resolves.toMatch(/pending/i);
  await checker.getByTestId('deposit-confirm-text').fill('SEPA-LATE-7');
  await checker.getByTestId('deposit-confirm-confirm').click();
  await checker.getByTestId('success-box').waitFor();
  await expect(checker.getByTestId('deposit-reference').innerText()).resolves.toBe('SEPA-LATE-7');
}

/** The legacy payout form finds no completed withdrawal to an address nobody withdrew to, and says so. */
export async function payoutFormRefusesUnknownWithdrawal(admin: Page, baseUrl: string): Promise<void> {
  await admin.goto(`${baseUrl}/control/payouts/list.html`);
  await admin.getByTestId('payouts-create-link').click();
  await admin.waitForURL('**/control/payouts/create.html');
  await admin.getByTestId('payout-link').fill('https://blockstream.info/tx/0000');
  await admin.getByTestId('payout-wallet').fill('1BoatSLRHtKNngkdXEeobR76b53LETtpyT');
  await admin.getByTestId('payout-amount').fill('99.00');
  await admin.getByTestId('payout-currency').selectOption('USD');
  await admin.getByTestId('payout-create-submit').click();
  await admin.getByTestId('error-message').filter({ hasText: 'No completed withdrawal matches' }).waitFor();
}

/** A pending deposit an admin recorded is the only kind with a delete control in the customer's list; deleting asks first. */
export async function adminDeletesRecordedDeposit(admin: Page, baseUrl: string, userId: string): Promise<void> {
  await admin.goto(`${baseUrl}/control/users/${userId}/deposits/create`);
  await admin.getByTestId('user-deposit-price').fill('600');
  await admin.getByTestId('user-deposit-comment').fill('Wire recorded twice');
  await admin.getByTestId('user-deposit-reference').fill('SEPA-E2E-DUP');
  await admin.getByTestId('user-deposit-create-submit').click();
  await admin.getByTestId('deposit-detail').waitFor();
  await admin.goto(`${baseUrl}/control/users/${userId}/deposits`);
  const row = admin.getByTestId('deposits-row').filter({ hasText: 'Wire recorded twice' });
  await expect(
    admin
      .getByTestId('deposits-row')
      .filter({ hasNotText: 'Wire recorded twice' })
      .getByTestId('deposit-cancel')
      .count(),
  ).resolves.toBe(0);
  await row.getByTestId('deposit-cancel').click();
  await admin.getByText('Are you sure you want to delete this deposit?').waitFor();
  await admin.getByTestId('deposit-cancel-confirm').click();
  await admin.getByTestId('user-deposits-notice').waitFor();
  await admin
    .locator('[data-testid="deposits-row"][data-status="CANCELLED"]')
    .filter({ hasText: 'Wire recorded twice' })
    .waitFor();
}

/** A correction by a signed amount: requested on the customer's Direct Update page, approved by the second admin. */
export async function adjustmentByAmount(
  maker: Page,
  checker: Page,
  baseUrl: string,
  userId: string,
  amount: string,
  reason: string,
): Promise<void> {
  await maker.goto(`${baseUrl}/control/users/${userId}/update`);
  await maker.getByTestId('adjust-amount-asset').selectOption('USD');
  await maker.getByTestId('adjust-amount-amount').fill(amount);
  await maker.getByTestId('adjust-amount-reason').fill(reason);
  await maker.getByTestId('adjust-amount-submit').click();
  await maker.getByTestId('success-box').filter({ hasText: 'awaits approval by another admin' }).waitFor();
  await checker.goto(`${baseUrl}/control/adjustments/list.html`);
  await checker.getByTestId('adjustments-row').filter({ hasText: reason }).getByTestId('adjustment-approve').click();
  await checker.getByTestId('adjustment-approve-confirm').click();
  await checker.getByTestId('success-box').waitFor();
}
