/** Customer e-mails in the customer's language (en, ru, de, es, fr). */
export type Language = 'en' | 'ru' | 'de' | 'es' | 'fr';
export type MailContent = { subject: string; text: string };

const PIN_TEXTS: Record<Language, { subject: string; body: (pin: string, minutes: number) => string }> = {
  en: {
    subject: 'Your CloudMine confirmation PIN',
    body: (pin, minutes) =>
      `Your PIN is ${pin}.\n\nEnter it to confirm this device. It expires in ${minutes} minutes. If you did not sign up, ignore this e-mail.`,
  },
  ru: {
    subject: 'Ваш PIN-код подтверждения CloudMine',
    body: (pin, minutes) =>
      `Ваш PIN-код: ${pin}.\n\nВведите его, чтобы подтвердить это устройство. Код действует ${minutes} минут. Если вы не регистрировались, просто проигнорируйте это письмо.`,
  },
  de: {
    subject: 'Ihre CloudMine-Bestätigungs-PIN',
    body: (pin, minutes) =>
      `Ihre PIN lautet ${pin}.\n\nGeben Sie sie ein, um dieses Gerät zu bestätigen. Sie ist ${minutes} Minuten gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
  },
  es: {
    subject: 'Su PIN de confirmación de CloudMine',
    body: (pin, minutes) =>
      `Su PIN es ${pin}.\n\nIntrodúzcalo para confirmar este dispositivo. Caduca en ${minutes} minutos. Si no se ha registrado, ignore este correo.`,
  },
  fr: {
    subject: 'Votre code PIN de confirmation CloudMine',
    body: (pin, minutes) =>
      `Votre code PIN est ${pin}.\n\nSaisissez-le pour confirmer cet appareil. Il expire dans ${minutes} minutes. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.`,
  },
};

export function devicePinMail(language: string, pin: string, minutes: number): MailContent {
  const texts = PIN_TEXTS[(language in PIN_TEXTS ? language : 'en') as Language];
  return { subject: texts.subject, text: texts.body(pin, minutes) };
}

const RESET_TEXTS: Record<Language, { subject: string; body: (token: string, link: string) => string }> = {
  en: {
    subject: 'Reset your CloudMine password',
    body: (token, link) =>
      `Someone asked to reset the password of this account.\n\nYour reset token: ${token}\nOr open: ${link}\n\nThe token works once, within one hour. If it was not you, ignore this e-mail: your password stays as it is.`,
  },
  ru: {
    subject: 'Сброс пароля CloudMine',
    body: (token, link) =>
      `Поступил запрос на сброс пароля этого аккаунта.\n\nВаш код сброса: ${token}\nИли откройте: ${link}\n\nКод действует один раз в течение часа. Если это были не вы, проигнорируйте письмо: пароль не изменится.`,
  },
  de: {
    subject: 'CloudMine-Passwort zurücksetzen',
    body: (token, link) =>
      `Jemand möchte das Passwort dieses Kontos zurücksetzen.\n\nIhr Code: ${token}\nOder öffnen Sie: ${link}\n\nDer Code gilt einmal und eine Stunde lang. Waren Sie es nicht, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
  },
  es: {
    subject: 'Restablecer su contraseña de CloudMine',
    body: (token, link) =>
      `Alguien pidió restablecer la contraseña de esta cuenta.\n\nSu código: ${token}\nO abra: ${link}\n\nEl código sirve una vez, durante una hora. Si no fue usted, ignore este correo: su contraseña no cambia.`,
  },
  fr: {
    subject: 'Réinitialiser votre mot de passe CloudMine',
    body: (token, link) =>
      `Quelqu'un a demandé la réinitialisation du mot de passe de ce compte.\n\nVotre code : ${token}\nOu ouvrez : ${link}\n\nLe code est valable une fois, pendant une heure. Si ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.`,
  },
};

export function passwordResetMail(language: string, token: string, link: string): MailContent {
  const texts = RESET_TEXTS[(language in RESET_TEXTS ? language : 'en') as Language];
  return { subject: texts.subject, text: texts.body(token, link) };
}

type DecisionTexts = { approved: MailContent; declined: (reason: string) => MailContent; skipped: MailContent };

const DECISION_TEXTS: Record<Language, DecisionTexts> = {
  en: {
    approved: { subject: 'Your identity is verified', text: 'Your identity documents were approved. Thank you.' },
    declined: (reason) => ({
      subject: 'Your identity check was declined',
      text: `We could not accept your identity documents.\n\nReason: ${reason}\n\nPlease upload them again.`,
    }),
    skipped: {
      subject: 'You may skip the identity upload for now',
      text: 'Our team let you past the identity upload. You can use your account now; withdrawals still need verified identity documents, which you can upload at any time from your account.',
    },
  },
  ru: {
    approved: { subject: 'Ваша личность подтверждена', text: 'Ваши документы проверены и одобрены. Спасибо.' },
    declined: (reason) => ({
      subject: 'Проверка личности отклонена',
      text: `Мы не смогли принять ваши документы.\n\nПричина: ${reason}\n\nПожалуйста, загрузите их снова.`,
    }),
    skipped: {
      subject: 'Загрузку документов можно пока пропустить',
      text: 'Наша команда разрешила вам пока не загружать документы. Вы уже можете пользоваться аккаунтом; для вывода средств по-прежнему нужны подтверждённые документы, их можно загрузить в любое время в вашем аккаунте.',
    },
  },
  de: {
    approved: {
      subject: 'Ihre Identität ist bestätigt',
      text: 'Ihre Ausweisdokumente wurden angenommen. Vielen Dank.',
    },
    declined: (reason) => ({
      subject: 'Ihre Identitätsprüfung wurde abgelehnt',
      text: `Wir konnten Ihre Ausweisdokumente nicht annehmen.\n\nGrund: ${reason}\n\nBitte laden Sie sie erneut hoch.`,
    }),
    skipped: {
      subject: 'Sie können den Ausweis-Upload vorerst überspringen',
      text: 'Unser Team hat Sie am Ausweis-Upload vorbeigelassen. Sie können Ihr Konto jetzt nutzen; für Auszahlungen sind weiterhin bestätigte Ausweisdokumente nötig, die Sie jederzeit in Ihrem Konto hochladen können.',
    },
  },
  es: {
    approved: {
      subject: 'Su identidad está verificada',
      text: 'Sus documentos de identidad fueron aprobados. Gracias.',
    },
    declined: (reason) => ({
      subject: 'Su verificación de identidad fue rechazada',
      text: `No pudimos aceptar sus documentos de identidad.\n\nMotivo: ${reason}\n\nVuelva a subirlos, por favor.`,
    }),
    skipped: {
      subject: 'Puede omitir por ahora la subida de documentos',
      text: 'Nuestro equipo le ha permitido omitir la subida de documentos. Ya puede usar su cuenta; los retiros siguen necesitando documentos de identidad verificados, que puede subir cuando quiera desde su cuenta.',
    },
  },
  fr: {
    approved: { subject: 'Votre identité est vérifiée', text: "Vos documents d'identité ont été acceptés. Merci." },
    declined: (reason) => ({
      subject: "Votre vérification d'identité a été refusée",
      text: `Nous n'avons pas pu accepter vos documents d'identité.\n\nMotif : ${reason}\n\nVeuillez les téléverser à nouveau.`,
    }),
    skipped: {
      subject: "Vous pouvez ignorer l'envoi des documents pour l'instant",
      text: "Notre équipe vous a dispensé pour l'instant de l'envoi des documents d'identité. Vous pouvez utiliser votre compte dès maintenant ; les retraits exigent toujours des documents vérifiés, que vous pouvez envoyer à tout moment depuis votre compte.",
    },
  },
};

/** The e-mail of an admin's decision on the identity check: approved, declined (with why) or skipped. */
export function identityDecisionMail(
  language: string,
  decision: 'APPROVE' | 'DECLINE' | 'SKIP',
  reason: string,
): MailContent {
  const texts = DECISION_TEXTS[(language in DECISION_TEXTS ? language : 'en') as Language];
  if (decision === 'SKIP') return texts.skipped;
  return decision === 'APPROVE' ? texts.approved : texts.declined(reason);
}

const EMAIL_CHANGE_TEXTS: Record<Language, { subject: string; body: (token: string) => string }> = {
  en: {
    subject: 'Change your CloudMine e-mail address',
    body: (token) =>
      `Your token for changing the e-mail address: ${token}\n\nIt works once, within one hour. If you did not ask for it, ignore this e-mail.`,
  },
  ru: {
    subject: 'Смена адреса e-mail в CloudMine',
    body: (token) =>
      `Ваш код для смены адреса e-mail: ${token}\n\nКод действует один раз в течение часа. Если вы его не запрашивали, проигнорируйте письмо.`,
  },
  de: {
    subject: 'Ihre CloudMine-E-Mail-Adresse ändern',
    body: (token) =>
      `Ihr Code zum Ändern der E-Mail-Adresse: ${token}\n\nEr gilt einmal und eine Stunde lang. Haben Sie ihn nicht angefordert, ignorieren Sie diese E-Mail.`,
  },
  es: {
    subject: 'Cambiar su correo de CloudMine',
    body: (token) =>
      `Su código para cambiar la dirección de correo: ${token}\n\nSirve una vez, durante una hora. Si no lo pidió, ignore este correo.`,
  },
  fr: {
    subject: 'Changer votre adresse e-mail CloudMine',
    body: (token) =>
      `Votre code pour changer d'adresse e-mail : ${token}\n\nIl est valable une fois, pendant une heure. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
  },
};

export function emailChangeMail(language: string, token: string): MailContent {
  const texts = EMAIL_CHANGE_TEXTS[(language in EMAIL_CHANGE_TEXTS ? language : 'en') as Language];
  return { subject: texts.subject, text: texts.body(token) };
}
