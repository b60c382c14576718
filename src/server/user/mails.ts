import type { Mail } from '../plugins/mail';

type Lang = 'de' | 'en';

/** The verification mail sent after registration. */
export function verificationMail(to: string, link: string, lang: Lang): Mail {
  const text =
    lang === 'en'
      ? `Welcome to the Standortportal Niederösterreich!\n\nPlease confirm your e-mail address by opening this link within 48 hours:\n\n${link}\n\nIf you did not register, you can ignore this mail.\n`
      : `Willkommen im Standortportal Niederösterreich!\n\nBitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 48 Stunden diesen Link öffnen:\n\n${link}\n\nFalls Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.\n`;
  const subject = lang === 'en' ? 'Confirm your registration' : 'Bestätigen Sie Ihre Registrierung';
  return { to, subject, text, links: [link] };
}

/**
 * The mail to an address that registers a second time: it already has an account, so instead of a
 * verification link it points to the login and the password reset (the API answers both cases alike).
 */
export function accountExistsMail(to: string, loginLink: string, lang: Lang): Mail {
  const text =
    lang === 'en'
      ? `Someone, probably you, tried to register at the Standortportal Niederösterreich with this e-mail address.\n\nYou already have an account. Log in here, or choose "Forgot password?" there if you no longer know your password:\n\n${loginLink}\n\nIf it was not you, you can ignore this mail; your account stays as it is.\n`
      : `Jemand, vermutlich Sie, wollte sich mit dieser E-Mail-Adresse im Standortportal Niederösterreich registrieren.\n\nSie haben bereits ein Konto. Melden Sie sich hier an oder wählen Sie dort „Passwort vergessen?“, falls Sie Ihr Passwort nicht mehr wissen:\n\n${loginLink}\n\nFalls Sie das nicht waren, können Sie diese Nachricht ignorieren; Ihr Konto bleibt unverändert.\n`;
  const subject = lang === 'en' ? 'You already have an account' : 'Sie haben bereits ein Konto';
  return { to, subject, text, links: [loginLink] };
}

/** The mail with the link to set a new password. */
export function resetMail(to: string, link: string, lang: Lang): Mail {
  const text =
    lang === 'en'
      ? `You asked for a new password for the Standortportal Niederösterreich.\n\nOpen this link within 2 hours to set it:\n\n${link}\n\nIf you did not ask for it, ignore this mail; your password stays as it is.\n`
      : `Sie haben ein neues Passwort für das Standortportal Niederösterreich angefordert.\n\nÖffnen Sie innerhalb von 2 Stunden diesen Link, um es festzulegen:\n\n${link}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.\n`;
  const subject = lang === 'en' ? 'Your new password' : 'Ihr neues Passwort';
  return { to, subject, text, links: [link] };
}
