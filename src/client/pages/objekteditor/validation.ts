import { parseNumber } from '../../../shared/domain/number';
import type { Lang } from '../../../shared/domain/routes';
import { type FieldIssue, missingForSubmission, objektDraftSchema } from '../../../shared/schemas/objekt-input';
import { formErrorsOf, hasTranslationError, inputOf, type NumberValue, type ObjektFormValues } from './formValues';

/**
 * The editor's checks of its form, with the shared rules (shared/schemas/objekt-input.ts): the draft
 * rules, what submission needs, and the number fields' own parse errors (shared/domain/number.ts).
 */

const NUMBER_PATHS = [
  'flaecheinqm',
  'kleinsteflaecheinqm',
  'hallenhoehe',
  'kaufpreis',
  'kaufpreisproqm',
  'mietpreis',
  'mietpreisproqm',
] as const;

/** Number fields holding text that is no number in the page language, with the parser's reason. */
export function numberErrors(values: ObjektFormValues, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (path: string, value: NumberValue) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const parsed = parseNumber(value, lang);
    errors[path] = parsed.ok ? 'error.numberInvalid' : parsed.error;
  };
  for (const path of NUMBER_PATHS) check(path, values[path]);
  values.verkehrsinfrastruktur.forEach((v, i) => {
    check(`verkehrsinfrastruktur.${i}.distance`, v.distance);
  });
  return errors;
}

const errorsOf = (issues: readonly FieldIssue[]) =>
  formErrorsOf(Object.fromEntries(issues.map((i) => [i.path, i.message])));

/** What the listing still lacks for submission, as form errors (path → i18n key), in form order. */
export const submissionErrors = (values: ObjektFormValues) => errorsOf(missingForSubmission(inputOf(values)));

/** Whether submission would find nothing missing in the English translations (the panel's badge). */
export const translationsComplete = (values: ObjektFormValues) => !hasTranslationError(submissionErrors(values));

/**
 * The form's errors: for a draft the draft rules (values given must be valid), for a listing that must
 * be complete (`complete`: under review, released, or being submitted) everything submission needs; a
 * number field's own parse error comes first.
 */
export function validateForm(values: ObjektFormValues, lang: Lang, complete: boolean): Record<string, string> {
  const input = inputOf(values);
  let errors: Record<string, string>;
  if (complete) errors = submissionErrors(values);
  else {
    const result = objektDraftSchema.safeParse(input);
    errors = result.success
      ? {}
      : errorsOf(result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return { ...errors, ...numberErrors(values, lang) };
}
