import type { Userdata } from '../../shared/schemas/user';

/** How the portal names a user: title, first and last name, else the e-mail/username. */
export function displayName(user: Userdata): string {
  const name = [user.title, user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.email || user.username || '';
}
