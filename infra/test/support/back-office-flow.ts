import type { Page } from 'playwright-core';
import { CookieJar } from './cookie-jar';
import { seedSecondAdmin, type Credentials } from './funds-actors';

/** The row of one admin in /control/admins/list.html. */
const adminRow = (page: Page, email: string) => page.getByTestId('admins-row').filter({ hasText: email });

/**
 * A superadmin makes another admin a COMPLIANCE officer too, disables them (confirmed, with a
 * reason: they cannot sign in), enables them again, and cannot act on their own row.
 */
export async function superadminManagesAdmins(page: Page, baseUrl: string, root: Credentials): Promise<void> {
  const other = await seedSecondAdmin(baseUrl, root);
  await page.goto(`${baseUrl}/control/admins/list.html`);
  const row = adminRow(page, other.email);
  await row.getByTestId('admin-roles').click();
  await page.getByTestId('admin-roles-COMPLIANCE').check();
  await page.getByTestId('admin-roles-save').click();
  await row.filter({ hasText: 'Compliance' }).filter({ hasText: 'Accountant' }).waitFor();

  await row.getByTestId('admin-disable').click();
  await page.getByText('Are you sure you want to disable').waitFor();
  await page.getByTestId('admin-disable-text').fill('left the company');
  await page.getByTestId('admin-disable-confirm').click();
  await row.getByTestId('admin-status').filter({ hasText: 'Disabled' }).waitFor();
  const refused = await signInStatus(baseUrl, other);
  if (!refused.includes('disabled')) throw new Error(`a disabled admin signed in: ${refused}`);

  await row.getByTestId('admin-enable').click();
  await page.getByTestId('admin-enable-confirm').click();
  await row.getByTestId('admin-status').filter({ hasText: 'Active' }).waitFor();
  if (!(await signInStatus(baseUrl, other)).includes('"data":{')) throw new Error('an enabled admin could not sign in');
  await adminRow(page, root.email).getByText('You (another superadmin changes your account)').waitFor();
}

async function signInStatus(baseUrl: string, admin: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admins/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return response.text();
}

/** A customer signed up through the legacy API (device not confirmed yet); their id and cookie jar. */
export async function signedUpCustomer(
  baseUrl: string,
  email: string,
): Promise<{ id: string; email: string; jar: CookieJar }> {
  const jar = new CookieJar();
  const created = await jar.call(`${baseUrl}/api/users`, 'POST', {
    first_name: 'Olive',
    last_name: 'Office',
    phone_number: '+44 20 7946 0600',
    email,
    password: 'olive password',
    confirm_password: 'olive password',
  });
  return { id: created.body.data.id, email, jar };
}

/**
 * On the customer's detail page an operator resends the device PIN (a second one at once is refused
 * in the modal), then deactivates and reactivates the account; the customer signs in again.
 */
export async function operatorResendsPinAndReactivates(page: Page, baseUrl: string): Promise<void> {
  const customer = await signedUpCustomer(baseUrl, `olive-${Date.now()}@example.com`);
  await page.goto(`${baseUrl}/control/users/${customer.id}`);
  await page.getByTestId('user-resend-pin').click();
  await page.getByTestId('user-resend-pin-confirm').click();
  await page.getByText('A new PIN was e-mailed to').waitFor();
  await page.getByTestId('user-resend-pin').click();
  await page.getByTestId('user-resend-pin-confirm').click();
  await page.getByTestId('error-message').filter({ hasText: 'A PIN was sent recently' }).waitFor();
  await page.getByTestId('user-resend-pin-cancel').click();

  await page.getByTestId('user-deactivate').click();
  await page.getByTestId('user-deactivate-reason').fill('asked to close the account');
  await page.getByTestId('user-deactivate-confirm').click();
  await page.getByTestId('user-reactivate').click();
  await page.getByText('Let Olive Office sign in again?').waitFor();
  await page.getByTestId('user-reactivate-text').fill('changed their mind');
  await page.getByTestId('user-reactivate-confirm').click();
  await page.getByTestId('user-deactivate').waitFor();
  // The deactivation ended the old session for good: its access token and its refresh are refused; a new sign-in works.
  if ((await customer.jar.call(`${baseUrl}/api/users/auth/status`, 'GET')).status !== 401)
    throw new Error('the old access token outlived its session');
  const refreshed = await customer.jar.call(`${baseUrl}/graphql`, 'POST', {
    query: 'mutation { refreshSession { id } }',
  });
  const answer = refreshed.body as unknown as { errors?: { extensions?: { reason?: string } }[] };
  if (answer.errors?.[0]?.extensions?.reason !== 'SESSION_INVALID')
    throw new Error(`the old session refreshed: ${JSON.stringify(refreshed.body)}`);
  const signedIn = await new CookieJar().call(`${baseUrl}/api/users/auth/signin`, 'POST', {
    email: customer.email,
    password: 'olive password',
  });
  if (signedIn.status !== 200)
    throw new Error(`the reactivated customer could not sign in: ${JSON.stringify(signedIn.body)}`);
}

/** The message form: a Popup message, then the form sent empty clears it (the message is optional). */
export async function operatorSendsThenClearsMessage(page: Page, baseUrl: string): Promise<void> {
  const customer = await signedUpCustomer(baseUrl, `mona-${Date.now()}@example.com`);
  await page.goto(`${baseUrl}/control/users/${customer.id}/message`);
  await page.getByTestId('user-message-body').fill('Your contract starts tomorrow');
  await page.getByTestId('user-message-type').selectOption('POPUP');
  await page.getByTestId('user-message-submit').click();
  await page.getByText('The message was sent to').waitFor();
  if (
    (await customer.jar.call(`${baseUrl}/api/users/auth/status`, 'GET')).body.data.message !==
    'Your contract starts tomorrow'
  )
    throw new Error('the message did not reach the customer');
  await page.getByTestId('user-message-submit').click();
  await page.getByText('1 open message was cleared').waitFor();
  if ((await customer.jar.call(`${baseUrl}/api/users/auth/status`, 'GET')).body.data.message !== null)
    throw new Error('the message was not cleared');
}
