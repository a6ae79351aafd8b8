import type { Page } from 'playwright-core';
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
  const response = await fetch(`${baseUrl}/api/admins/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  return response.text();
}
