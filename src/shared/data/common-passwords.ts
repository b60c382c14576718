import { setCommonPasswords } from '../domain/password';
import list from './common-passwords.json';

/**
 * Loads the list of common passwords into the one password rule (src/shared/domain/password.ts). The
 * server imports this at start; the browser imports it on demand where a password is chosen, so the
 * 5,000 entries stay out of the code every page loads.
 */
setCommonPasswords(list);
