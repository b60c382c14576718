import type { UseFormReturnType } from '@mantine/form';
import type { KampagneFormValues } from '../formValues';

/** The campaign editor's form, handed to each section. */
export type KampagneForm = UseFormReturnType<KampagneFormValues>;

/** The editor's tabs, in order. */
export const TABS = ['allgemein', 'module', 'extras', 'objekte', 'dateien', 'seo'] as const;
export type Tab = (typeof TABS)[number];

/** The tab that shows a field, so an invalid save can open it. */
export function tabOf(field: string): Tab {
  if (/^modul[1-6]/.test(field) || field === 'modulsort') return 'module';
  if (/^(veranstaltungen|news|downloads)/.test(field)) return 'extras';
  if (field.startsWith('objekt')) return 'objekte';
  if (field === 'routerurl' || field.startsWith('meta')) return 'seo';
  return 'allgemein';
}
