import type { Browser, Page } from 'playwright-core';
import { de } from '../../../web/src/i18n/locales/de';
import { en } from '../../../web/src/i18n/locales/en';
import { es } from '../../../web/src/i18n/locales/es';
import { fr } from '../../../web/src/i18n/locales/fr';
import { ru } from '../../../web/src/i18n/locales/ru';
import { devicePinMail } from '../../../services/identity/src/mail/templates';
import { submitSignUpForm } from './browser';
import type { ReceivedMail } from './smtp-peer';

const LOCALES = { en, ru, de, es, fr } as const;
type Language = keyof typeof LOCALES;

const heading = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true }).waitFor();

/**
 * In one language chosen from the menu: the sign-in and reset screens, then the whole wizard (account,
 * details, the PIN e-mailed in that language, the identity step skipped) to the signed-in home.
 */
export async function walkIdentityScreensIn(
  browser: Browser,
  baseUrl: string,
  language: Language,
  readPin: (email: string) => Promise<string>,
  received: ReceivedMail[],
): Promise<void> {
  const texts = LOCALES[language];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${baseUrl}/signin.html`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId(`language-${language}`).click();
    await heading(page, texts.signin.heading);
    await page.goto(`${baseUrl}/password.html`);
    await heading(page, texts.password.heading);

    const email = `lang-${language}-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/signup.html`);
    await heading(page, texts.signup.heading);
    await submitSignUpForm(page, {
      firstName: 'Lena',
      lastName: 'Lingua',
      phone: '+44 20 7946 0300',
      email,
      password: 'lena password',
    });

    await heading(page, texts.signup.details.heading);
    await page.getByTestId('details-first-name').fill('Lena');
    await page.getByTestId('details-last-name').fill('Lingua');
    // Country names are in the page's language: take the first one offered.
    await page.getByTestId('details-country').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('details-mobile').fill('+353 1 234 5678');
    await page.getByTestId('details-submit').click();

    await heading(page, texts.signup.device.heading);
    const pin = await readPin(email);
    await page.getByTestId('pin-input-1').click();
    await page.keyboard.type(pin);
    await heading(page, texts.signup.identity.heading);
    await page.getByTestId('skip-identity').click();
    await page
      .getByTestId('user-greeting')
      .filter({ hasText: texts.user.greeting.replace('{{name}}', 'Lena') })
      .waitFor();
    const pinMail = received.find((mail) => mail.to.includes(email));
    if (pinMail?.subject !== devicePinMail(language, pin, 15).subject)
      throw new Error(`the PIN e-mail is not in ${language}: ${pinMail?.subject}`);
  } finally {
    await page.close();
  }
}

export const LANGUAGES = Object.keys(LOCALES) as Language[];
