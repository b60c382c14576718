import { useTranslation } from 'react-i18next';
import { isAdminLevel } from '../../../../../shared/domain/account';
import { USERLEVEL_MAX, USERLEVEL_MIN } from '../../../../../shared/schemas/admin-user';

/** How a user is named in lists and dialogs: first and last name, else the e-mail address. */
export function displayName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** The label of a user level: 'Stufe 9 · Administrator', 'Stufe 1 · Registriert', 'Stufe 4'. */
export function useLevelLabel() {
  const { t } = useTranslation();
  return (level: number) => {
    if (isAdminLevel(level)) return t('admin.benutzer.level.admin', { level });
    if (level === USERLEVEL_MIN) return t('admin.benutzer.level.registered', { level });
    return t('admin.benutzer.level.other', { level });
  };
}

/** Every level an administrator can assign, as Select options. */
export function useLevelOptions() {
  const label = useLevelLabel();
  return Array.from({ length: USERLEVEL_MAX - USERLEVEL_MIN + 1 }, (_, i) => {
    const level = USERLEVEL_MIN + i;
    return { value: String(level), label: label(level) };
  });
}
