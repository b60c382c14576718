import type { UseFormReturnType } from '@mantine/form';
import { createContext, type ReactNode, useContext } from 'react';
import type { ObjektFormValues } from './formValues';

/** What the editor's sections share: the form, a translated-error input binder and whether editing is allowed. */
export interface EditorContextValue {
  form: UseFormReturnType<ObjektFormValues>;
  /** `form.getInputProps` with the error text translated and `disabled` when read-only. */
  field: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => ReturnType<UseFormReturnType<ObjektFormValues>['getInputProps']>;
  /** Translated error of a path (for groups and the map), or null. */
  errorOf: (path: string) => ReactNode;
  editable: boolean;
}

const EditorContext = createContext<EditorContextValue | null>(null);

export const EditorProvider = EditorContext.Provider;

/** The editor's shared state; throws outside the editor so a misplaced section fails loudly. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor() needs the ObjektEditor');
  return value;
}
