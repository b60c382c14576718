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

/** The mail with the link to set a new password. */
export function resetMail(to: string, link: string, lang: Lang): Mail {
  const text =
    lang === 'en'
      ? `You asked for a new password for the Standortportal Niederösterreich.\n\nOpen this link within 2 hours to set it:\n\n${link}\n\nIf you did not ask for it, ignore this mail; your password stays as it is.\n`
      : `Sie haben ein neues Passwort für das Standortportal Niederösterreich angefordert.\n\nÖffnen Sie innerhalb von 2 Stunden diesen Link, um es festzulegen:\n\n${link}\n\nFalls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.\n`;
  const subject = lang === 'en' ? 'Your new password' : 'Ihr neues Passwort';
  return { to, subject, text, links: [link] };
}
