/**
 * Writes src/shared/data/common-passwords.json from the maintained zxcvbn-ts list of common passwords,
 * keeping only the entries that spec 9's length rule lets through (the others are refused anyway), so the
 * forms carry a small file instead of the whole dictionary. Run after updating @zxcvbn-ts/language-common:
 * `npx tsx scripts/common-passwords.ts`; password.test.ts fails while the file is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { commonPasswordsFromDictionary } from '../src/shared/domain/common-passwords-source';

const target = path.join(import.meta.dirname, '../src/shared/data/common-passwords.json');
fs.writeFileSync(target, `${JSON.stringify(commonPasswordsFromDictionary())}\n`);
