import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } from './db/seed/users';
import { type StartFacts, startMessage } from './start-message';

const facts: StartFacts = {
  urls: ['http://127.0.0.1:3000'],
  where: 'embedded PGlite in ./data',
  demoLocalOnly: false,
  seed: 'demo',
};

describe('the start message', () => {
  it('names where the portal runs and, with the demo data (SEED=demo), every demo login', async () => {
    const message = await startMessage(facts);
    expect(message).toContain('Standortportal is running at http://127.0.0.1:3000\n');
    expect(message).toContain('Database: embedded PGlite in ./data\n');
    expect(message).toContain('Demo logins:\n');
    for (const user of DEMO_USERS) expect(message).toContain(`${user.username} / ${user.password}`);
    expect(message).toContain(`TOTP secret ${DEMO_ADMIN_TOTP_SECRET}`);
  });

  it('names no demo account without the demo data (SEED=none)', async () => {
    const message = await startMessage({ ...facts, seed: 'none', publicUrl: 'https://standorte.example' });
    expect(message).toBe(
      '\nStandortportal is running at http://127.0.0.1:3000\nPublic URL: https://standorte.example\n' +
        'Database: embedded PGlite in ./data\n',
    );
    for (const user of DEMO_USERS) expect(message).not.toContain(user.username);
  });

  it('says that the demo answers on this machine only where it does', async () => {
    expect(await startMessage({ ...facts, demoLocalOnly: true })).toContain('This machine only');
    expect(await startMessage(facts)).not.toContain('This machine only');
  });
});
