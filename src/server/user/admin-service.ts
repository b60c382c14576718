import { isAdminLevel } from '../../shared/domain/account';
import { routePath } from '../../shared/domain/routes';
import {
  type AdminUser,
  type AdminUserBulk,
  type AdminUserDelete,
  type AdminUserPage,
  type AdminUserQuery,
  type AdminUserUpdate,
  MAKLER_CONTACT_REQUIRED,
  type UserBulkAction,
} from '../../shared/schemas/admin-user';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { enqueueMail } from '../jobs/mail';
import { type Actor, auditObjekt, writeAudit } from '../log/audit';
import { AppError } from '../plugins/errors';
import { presentAdminUser, presentAdminUserRow } from './admin-presenter';
import {
  deleteSessionsOf,
  deleteUser,
  lockActiveAdmins,
  reassignObjekte,
  selectOwnedObjekte,
  selectUser,
  selectUserForUpdate,
  selectUserPage,
  selectUsersForUpdate,
  updateUser,
  usernameTaken,
} from './admin-queries';
import { type AuthContext, normalizeUsername, requestPasswordReset } from './auth-service';
import { emailChangedMail } from './mails';

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An administrator who can log in and act: level above 6, verified and not locked. */
const isActiveAdmin = (u: { userlevel: number; verified_at: Date | null; locked: boolean }) =>
  isAdminLevel(u.userlevel) && u.verified_at !== null && !u.locked;

/** Refuses a change that would leave no other active administrator. */
function requireAnotherAdmin(activeAdmins: number[], userId: number) {
  if (!activeAdmins.some((adminId) => adminId !== userId)) {
    throw new AppError('lastAdmin', 'The portal needs at least one active administrator');
  }
}

/**
 * Locks the active administrators (always first, see lockActiveAdmins) and then the user's row, so the
 * rules below decide on rows nobody else can change until the transaction ends.
 */
async function lockForChange(tx: Tx, id: number): Promise<{ row: UserRow; activeAdmins: number[] }> {
  const activeAdmins = await lockActiveAdmins(tx);
  const row = await selectUserForUpdate(tx, id);
  if (!row) throw new AppError('notFound', 'No such user');
  return { row, activeAdmins };
}

/** One page of users for the list, searched and sorted on the server. */
export async function listUsers(db: Db, query: AdminUserQuery): Promise<AdminUserPage> {
  const { total, rows } = await selectUserPage(db, query);
  return {
    items: rows.map((r) => presentAdminUserRow(r.user, r.objektCount)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One user for the editor. */
export async function getUser(db: Db, id: number): Promise<AdminUser> {
  const row = await selectUser(db, id);
  if (!row) throw new AppError('notFound', 'No such user');
  return presentAdminUser(row.user, row.objektCount);
}

/** The input as columns; the username follows the e-mail address (spec 3). */
function columnsOf(input: AdminUserUpdate, row: UserRow): Partial<UserRow> {
  return {
    email: input.email,
    username: normalizeUsername(input.email),
    userlevel: input.userlevel,
    // Keeps the original verification time when it stays verified.
    verified_at: input.verified ? (row.verified_at ?? new Date()) : null,
    title: input.title,
    first_name: input.firstName,
    last_name: input.lastName,
    company_name: input.companyName,
    customer_number: input.customerNumber,
    address: input.address,
    postal_code: input.postalCode,
    city: input.city,
    country: input.country,
    phone: input.phone,
    mobile: input.mobile,
    contact_person: input.contactPerson,
    short_code: input.shortCode,
    countries: input.countries,
    photo: input.photo,
    remark: input.remark,
    newsletter_consent: input.newsletterConsent,
    information_consent: input.informationConsent,
    interest_location_search: input.interestLocationSearch,
    interest_funding: input.interestFunding,
    is_property_owner: input.isPropertyOwner,
    makler: input.makler ?? row.makler,
  };
}

/** The names of the columns whose value differs, for the log. */
function changedColumns(row: UserRow, next: Partial<UserRow>): string[] {
  return Object.entries(next)
    .filter(([key, value]) => {
      const before = row[key as keyof UserRow];
      if (value instanceof Date || before instanceof Date) return (before === null) !== (value === null);
      return JSON.stringify(before) !== JSON.stringify(value);
    })
    .map(([key]) => key);
}

/**
 * Saves level, verification and every profile field of one user. Taking the last active administrator's
 * rights away (lower level or unverified) is refused, as is an e-mail address another account uses.
 */
export async function updateUserByAdmin(
  db: Db,
  actor: Actor,
  id: number,
  input: AdminUserUpdate,
  publicUrl: string,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const { row, activeAdmins } = await lockForChange(tx, id);
    const next = columnsOf(input, row);
    // The schema checks a mark that is sent; this also one that stays (a body without it).
    if (next.makler && !next.contact_person) {
      throw new AppError('invalidRequest', 'A broker needs a contact person', {
        contactPerson: MAKLER_CONTACT_REQUIRED,
      });
    }
    if (isActiveAdmin(row) && !isActiveAdmin({ ...row, ...next })) requireAnotherAdmin(activeAdmins, id);
    if (next.username !== row.username && (await usernameTaken(tx, next.username as string, id))) {
      throw new AppError('emailTaken', 'Another account uses this e-mail address', { email: 'error.emailTaken' });
    }
    const diff = changedColumns(row, next);
    // The audit trail names the changed fields, not their values (profile data stays out of the log).
    if (diff.length) {
      await updateUser(tx, id, next);
      await writeAudit(tx, actor, 'adminUserUpdated', { data1: String(id), data2: diff.join(',') });
    }
    // The old address learns of the change (whoever took over the account cannot hide it).
    if (next.email !== undefined && next.email.toLowerCase() !== row.email.toLowerCase()) {
      const contactUrl = `${publicUrl}${routePath('kontakt', row.lang)}`;
      await enqueueMail(tx, emailChangedMail(row.email, row.lang, next.email, contactUrl));
    }
  });
  return getUser(db, id);
}

/** The audit action of a user-list action. */
const AUDIT_OF_ACTION = {
  lock: 'adminUserLocked',
  unlock: 'adminUserUnlocked',
  verify: 'adminUserUpdated',
} as const satisfies Record<UserBulkAction, string>;

/** True when the action would change nothing for this user (already locked, unlocked or verified). */
function alreadyDone(row: UserRow, aktion: UserBulkAction): boolean {
  if (aktion === 'verify') return row.verified_at !== null;
  return row.locked === (aktion === 'lock');
}

/**
 * Locks, unlocks or verifies users in one transaction: all of them or none. A locked user cannot log in
 * and every session of theirs ends at once. Administrators cannot lock themselves (ownAccount), nor the
 * last active administrators (lastAdmin); the refused users are the error's fields, by id. Users already
 * in the wanted state are left as they are. Returns how many users changed.
 */
export async function applyUserAction(db: Db, viewer: Actor, { ids, aktion }: AdminUserBulk): Promise<number> {
  if (aktion === 'lock' && ids.includes(viewer.id)) {
    throw new AppError('ownAccount', 'You cannot lock your own account', { [viewer.id]: 'ownAccount' });
  }
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const rows = await selectUsersForUpdate(tx, ids);
    if (rows.length !== ids.length) throw new AppError('notFound', 'Some of the users do not exist (any more)');
    const changing = rows.filter((row) => !alreadyDone(row, aktion));
    if (aktion === 'lock') {
      const locking = changing.filter(isActiveAdmin).map((row) => row.id);
      if (locking.length > 0 && activeAdmins.every((id) => locking.includes(id))) {
        throw new AppError(
          'lastAdmin',
          'The portal needs at least one active administrator',
          Object.fromEntries(locking.map((id) => [id, 'lastAdmin'])),
        );
      }
    }
    for (const row of changing) {
      if (aktion === 'verify') {
        await updateUser(tx, row.id, { verified_at: new Date() });
      } else {
        await updateUser(tx, row.id, { locked: aktion === 'lock' });
        if (aktion === 'lock') await deleteSessionsOf(tx, row.id);
      }
      await writeAudit(tx, viewer, AUDIT_OF_ACTION[aktion], {
        data1: String(row.id),
        ...(aktion === 'verify' ? { data2: 'verified_at' } : {}),
      });
    }
    return changing.length;
  });
}

/** Locks or unlocks one user (the rules of applyUserAction) and answers with the user as now stored. */
export async function setLocked(db: Db, viewer: Actor, id: number, locked: boolean): Promise<AdminUser> {
  await applyUserAction(db, viewer, { ids: [id], aktion: locked ? 'lock' : 'unlock' });
  return getUser(db, id);
}

/**
 * Mails the user the link to set a new password, as the login page's 'password forgotten' does, in the
 * user's language; the mail says that the agency sent it. Its audit entry is written with the mail.
 */
export async function sendPasswordReset(ctx: AuthContext, actor: Actor, id: number): Promise<void> {
  const row = await selectUser(ctx.db, id);
  if (!row) throw new AppError('notFound', 'No such user');
  // A locked user could not use the link: the reset flow refuses locked accounts.
  if (row.user.locked) throw new AppError('userLocked', 'Unlock the account before sending a reset link');
  const audit = (tx: Tx) => writeAudit(tx, actor, 'adminPasswordReset', { data1: String(id) });
  if ((await requestPasswordReset(ctx, row.user.username, row.user.lang, 'agency', audit)) === null) {
    throw new AppError('notFound', 'No such user');
  }
}

/**
 * Deletes a user in one transaction: their properties first go to the chosen user (`reassign`) or stay
 * in the portal without an owner (`keep`; the schema sets owner to null, as for a self-deleted account).
 * Sessions, favourites, collections and tokens go with the user. Administrators cannot delete
 * themselves here (the account page does that) nor the last active administrator.
 */
export async function deleteUserByAdmin(
  db: Db,
  viewer: Actor,
  id: number,
  choice: AdminUserDelete,
): Promise<{ objekte: number }> {
  if (viewer.id === id) throw new AppError('ownAccount', 'You cannot delete your own account here');
  return db.transaction(async (tx) => {
    const { row, activeAdmins } = await lockForChange(tx, id);
    if (isActiveAdmin(row)) requireAnotherAdmin(activeAdmins, id);
    const owned = await selectOwnedObjekte(tx, id);
    let target: UserRow | null = null;
    if (choice.objekte === 'reassign') {
      target = choice.reassignTo === id ? null : await selectUserForUpdate(tx, choice.reassignTo);
      if (!target) {
        throw new AppError('invalidRequest', 'Choose another existing user for the properties', {
          reassignTo: 'admin.benutzer.delete.targetInvalid',
        });
      }
      await reassignObjekte(tx, id, target.id);
    }
    await deleteUser(tx, id);
    // Each property records its new owner (or none: it stays in the portal without one).
    const owner = { von: id, nach: target?.id ?? null, email: target?.username ?? null };
    for (const o of owned) await auditObjekt(tx, viewer, 'objektOwnerChanged', o, { owner });
    await writeAudit(tx, viewer, 'adminUserDeleted', {
      data1: String(id),
      data2: `${target ? `reassign:${target.id}` : 'keep'},${owned.length}`,
    });
    return { objekte: owned.length };
  });
}
