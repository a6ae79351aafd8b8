/** Customer e-mails in the customer's language (en, ru, de, es, fr). */
export type Language = 'en' | 'ru' | 'de' | 'es' | 'fr';
export type MailContent = { subject: string; text: string };

const PIN_TEXTS: Record<Language, { subject: string; body: (pin: string, minutes: number) => string }> = {
  en: { subject: 'Your CloudMine confirmation PIN', body: (pin, minutes) => `Your PIN is ${pin}.\n\nEnter it to confirm this device. It expires in ${minutes} minutes. If you did not sign up, ignore this e-mail.` },
  ru: { subject: 'Ваш PIN-код подтверждения CloudMine', body: (pin, minutes) => `Ваш PIN-код: ${pin}.\n\nВведите его, чтобы подтвердить это устройство. Код действует ${minutes} минут. Если вы не регистрировались, просто проигнорируйте это письмо.` },
  de: { subject: 'Ihre CloudMine-Bestätigungs-PIN', body: (pin, minutes) => `Ihre PIN lautet ${pin}.\n\nGeben Sie sie ein, um dieses Gerät zu bestätigen. Sie ist ${minutes} Minuten gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.` },
  es: { subject: 'Su PIN de confirmación de CloudMine', body: (pin, minutes) => `Su PIN es ${pin}.\n\nIntrodúzcalo para confirmar este dispositivo. Caduca en ${minutes} minutos. Si no se ha registrado, ignore este correo.` },
  fr: { subject: 'Votre code PIN de confirmation CloudMine', body: (pin, minutes) => `Votre code PIN est ${pin}.\n\nSaisissez-le pour confirmer cet appareil. Il expire dans ${minutes} minutes. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.` },
};

export function devicePinMail(language: string, pin: string, minutes: number): MailContent {
  const texts = PIN_TEXTS[(language in PIN_TEXTS ? language : 'en') as Language];
  return { subject: texts.subject, text: texts.body(pin, minutes) };
}
