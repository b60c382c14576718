import { dictionary } from '@zxcvbn-ts/language-common';
import { meetsLengthRule } from './password';

/**
 * The entries of the zxcvbn-ts common-password list that pass spec 9's length rule (length and distinct
 * characters above 7), in the list's order: what common-passwords.json holds. Used by the script that
 * writes the file and the test that checks it; the app itself reads only the file.
 */
export function commonPasswordsFromDictionary(): string[] {
  return dictionary['passwords-common'].filter(meetsLengthRule);
}
