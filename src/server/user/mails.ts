import type { Lang } from '../../shared/domain/routes';
import { composeMail } from '../notify/compose';
import type { Mail } from '../plugins/mail';

/** The verification mail sent after registration. */
export function verificationMail(to: string, link: string, lang: Lang): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        'Confirm your registration',
        ['Welcome to the Standortportal Niederösterreich!', 'Please confirm your e-mail address within 48 hours.'],
        { label: 'Confirm your e-mail address', url: link },
        ['If you did not register, you can ignore this mail.'],
      )
    : composeMail(
        lang,
        to,
        'Bestätigen Sie Ihre Registrierung',
        [
          'Willkommen im Standortportal Niederösterreich!',
          'Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 48 Stunden.',
        ],
        { label: 'E-Mail-Adresse bestätigen', url: link },
        ['Falls Sie sich nicht registriert haben, können Sie diese Nachricht ignorieren.'],
      );
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

/**
 * The mail with the link to set a new password: asked for by the user on the login page, or sent by the
 * agency (an administrator) — then the mail says so instead of "you asked for it".
 */
export function resetMail(to: string, link: string, lang: Lang, sentBy: 'user' | 'agency' = 'user'): Mail {
  if (lang === 'en') {
    const intro =
      sentBy === 'agency'
        ? 'The agency (Standortportal Niederösterreich) has sent you a link to set a new password for your account.'
        : 'You asked for a new password for the Standortportal Niederösterreich.';
    const after =
      sentBy === 'agency'
        ? 'If you do not want a new password, ignore this mail; your password stays as it is.'
        : 'If you did not ask for it, ignore this mail; your password stays as it is.';
    return composeMail(
      lang,
      to,
      'Your new password',
      [intro, 'Open the link within 2 hours to set it.'],
      {
        label: 'Set a new password',
        url: link,
      },
      [after],
    );
  }
  const intro =
    sentBy === 'agency'
      ? 'Die Agentur (Standortportal Niederösterreich) hat Ihnen einen Link gesendet, mit dem Sie ein neues Passwort für Ihr Konto festlegen können.'
      : 'Sie haben ein neues Passwort für das Standortportal Niederösterreich angefordert.';
  const after =
    sentBy === 'agency'
      ? 'Wenn Sie kein neues Passwort möchten, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.'
      : 'Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.';
  return composeMail(
    lang,
    to,
    'Ihr neues Passwort',
    [intro, 'Öffnen Sie den Link innerhalb von 2 Stunden, um es festzulegen.'],
    { label: 'Neues Passwort festlegen', url: link },
    [after],
  );
}

/** After a password change: tells the user, with the way back if it was not them. */
export function passwordChangedMail(to: string, lang: Lang, loginUrl: string): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        'Your password was changed',
        [
          'The password of your account at the Standortportal Niederösterreich was just changed.',
          'If this was not you, set a new password at once with “Password forgotten” on the login page.',
        ],
        { label: 'Open the login page', url: loginUrl },
      )
    : composeMail(
        lang,
        to,
        'Ihr Passwort wurde geändert',
        [
          'Das Passwort Ihres Kontos im Standortportal Niederösterreich wurde soeben geändert.',
          'Falls Sie das nicht waren, legen Sie sofort mit „Passwort vergessen“ auf der Anmeldeseite ein neues fest.',
        ],
        { label: 'Zur Anmeldeseite', url: loginUrl },
      );
}

/** To the old address after the account's e-mail address was changed. */
export function emailChangedMail(to: string, lang: Lang, newEmail: string, contactUrl: string): Mail {
  return lang === 'en'
    ? composeMail(
        lang,
        to,
        'The e-mail address of your account was changed',
        [
          `The e-mail address of your account at the Standortportal Niederösterreich was changed to ${newEmail}. Mails now go to the new address.`,
          'If this is wrong, please contact the agency.',
        ],
        { label: 'Contact the agency', url: contactUrl },
      )
    : composeMail(
        lang,
        to,
        'Die E-Mail-Adresse Ihres Kontos wurde geändert',
        [
          `Die E-Mail-Adresse Ihres Kontos im Standortportal Niederösterreich wurde auf ${newEmail} geändert. Nachrichten gehen ab jetzt an die neue Adresse.`,
          'Falls das nicht stimmt, wenden Sie sich bitte an die Agentur.',
        ],
        { label: 'Agentur kontaktieren', url: contactUrl },
      );
}
