import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared Zod schemas and the server's 400 `fields` carry i18n keys as messages
 * (e.g. 'error.invalidEmail'); this turns them into text in the current language at render time,
 * so a language switch also switches the visible errors.
 */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: ReactNode): ReactNode =>
    typeof error === 'string' && i18n.exists(error) ? t(error as 'error.generic') : error;
}

/** `form.getInputProps` with the error translated. */
export function useFieldProps<Values>(form: UseFormReturnType<Values>) {
  const errorText = useErrorText();
  return (path: string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path as never, options);
    return { ...props, error: errorText(props.error) };
  };
}
