import type { AdminUser, AdminUserRow } from '../../shared/schemas/admin-user';
import type { users } from '../db/schema';
import { presentProfile } from './presenter';

type UserRow = typeof users.$inferSelect;

/** A line of the administrators' user list: who, level, state; never the password hash. */
export function presentAdminUserRow(user: UserRow, objektCount: number): AdminUserRow {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    companyName: user.company_name,
    userlevel: user.userlevel,
    verified: user.verified_at !== null,
    locked: user.locked,
    makler: user.makler,
    createdAt: user.created_at.toISOString(),
    objektCount,
  };
}

/** One user for the administrators' editor: every profile field of spec 3, never hashes or tokens. */
export function presentAdminUser(user: UserRow, objektCount: number): AdminUser {
  return {
    ...presentAdminUserRow(user, objektCount),
    ...presentProfile(user),
  };
}
