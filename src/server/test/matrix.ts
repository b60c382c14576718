import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STATUS, STATUS_CODES, type Status } from '../../shared/domain/objekt';
import { contact } from '../db/schema';
import { hashPassword } from '../user/password';
import { agentOf } from './admin';
import type { Agent } from './agent';
import { createObjekt, createUser, objektnummerOf } from './factories';
import { buildTestApp, type TestApp } from './helper';
import type { Method } from './routes';

/**
 * What the endpoint-wide tests (permissions.test.ts, fuzz.test.ts) build on: the app as it runs in
 * production (with a client and stored files), the callers of spec 6 and the objects they are called on.
 */

/** The callers: `user` owns nothing; `other` owns objects, but not the one in question. */
export const ROLES = ['anonymous', 'user', 'owner', 'other', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The objects the object endpoints are called on: each status of spec 4, an expired public one, a new id. */
export type Variant = Status | 'abgelaufen' | 'neu';
export const OBJEKT_VARIANTS: readonly Variant[] = [...STATUS_CODES, 'abgelaufen'];

/** The status of a variant's object ('abgelaufen' is an expired public object). */
export const statusOf = (v: Variant): Status => (v === 'abgelaufen' || v === 'neu' ? STATUS.OHNE_LOGIN : v);

/** The password of every user the matrix creates. */
export const PASSWORD = 'Matrix!Test2026';

/** One caller: its agent and, when logged in, its user. */
export interface Caller {
  agent: Agent;
  user: { id: number; email: string } | null;
}

/** The object an object endpoint is called on (for 'neu' only a fresh id). */
export interface ObjektFixture {
  id: string;
  /** The msid of its one image. */
  bild: string;
  variant: Variant;
  /** Its name and object number, unique to it: neither may reach a caller who may not see it. */
  name: string;
  objektnummer: string;
}

/** One request. */
export interface Call {
  method?: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  upload?: { filename: string; data: Buffer; contentType: string };
}

/** What the calls build on: the app, the users behind the roles, and ways to get more. */
export interface MatrixContext {
  t: TestApp;
  users: Record<Exclude<Role, 'anonymous'>, { id: number; email: string }>;
  /** The administrator's agent, for creating what a call needs. */
  admin: Agent;
  /** The caller of each role, with a session kept for the whole file. */
  callers: Record<Role, Caller>;
  /** A verified user (level 1, or 9 for an administrator) who can log in with PASSWORD. */
  freshUser: (userlevel?: number) => Promise<{ id: number; email: string }>;
  /** A caller with a session of its own, for calls that end, change or delete it. */
  ownCaller: (role: Role) => Promise<Caller>;
  /** A fresh object of `owner` in this variant (or only a new id). */
  objekt: (variant: Variant) => Promise<ObjektFixture>;
}

const INDEX = `<!doctype html><html lang="de"><head><title>Standortportal</title><meta name="description" content="" /></head><body></body></html>`;

/**
 * Boots the app with a built client (index.html, one asset) and one stored image and document, creates
 * the users of the roles (`owner` with a contact record, `other` with an object of its own) and logs
 * each in with a CSRF token.
 */
export async function buildMatrixApp(kind: Parameters<typeof buildTestApp>[0]): Promise<MatrixContext> {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'export {};\n');
  const t = await buildTestApp(kind, {}, { clientDir });
  fs.mkdirSync(path.join(t.config.dataDir, 'bilder', '240'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'bilder', '240', 'matrix.webp'), 'RIFF');
  fs.writeFileSync(path.join(t.config.dataDir, 'dokumente', 'matrix.pdf'), '%PDF-1.4');

  const passwordHash = await hashPassword(PASSWORD);
  const freshUser = async (userlevel = 1) => {
    const user = await createUser(t.db, { userlevel, password_hash: passwordHash });
    return { id: user.id, email: user.email };
  };
  const users = {
    user: await freshUser(),
    owner: await freshUser(),
    other: await freshUser(),
    admin: await freshUser(9),
  };
  await t.db.insert(contact).values({ user: users.owner.id, name: 'Owner', email: users.owner.email });
  // `other` owns an object too, so the object list cached per owner is covered as well.
  await createObjekt(t.db, { owner: users.other.id, status: STATUS.ENTWURF });

  const callers = { anonymous: { agent: await agentOf(t, null), user: null } } as Record<Role, Caller>;
  for (const role of ['user', 'owner', 'other', 'admin'] as const) {
    callers[role] = { agent: await agentOf(t, users[role].id), user: users[role] };
  }
  return {
    t,
    users,
    admin: callers.admin.agent,
    callers,
    freshUser,
    async ownCaller(role) {
      if (role === 'anonymous') return { agent: await agentOf(t, null), user: null };
      const user = await freshUser(role === 'admin' ? 9 : 1);
      return { agent: await agentOf(t, user.id), user };
    },
    async objekt(variant) {
      if (variant === 'neu') return { id: randomUUID(), bild: '', variant, name: '', objektnummer: '' };
      const name = `Matrixobjekt ${randomUUID().slice(0, 8)}`;
      const { id, bild } = await createObjekt(t.db, {
        owner: users.owner.id,
        status: statusOf(variant),
        istabgelaufen: variant === 'abgelaufen',
        overrides: { objektname: name },
      });
      return { id, bild, variant, name, objektnummer: objektnummerOf(id) };
    },
  };
}

/** Sends one call with the agent (cookies and CSRF header as the portal's client sends them). */
export function send(agent: Agent, call: Call) {
  if (call.upload) return agent.upload(call.url, call.upload.filename, call.upload.data, call.upload.contentType);
  return agent.request({ method: call.method ?? 'GET', url: call.url, payload: call.payload, headers: call.headers });
}
