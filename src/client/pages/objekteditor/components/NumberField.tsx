import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatNumberInput, parseNumber } from '../../../../shared/domain/number';
import type { Lang } from '../../../../shared/domain/routes';
import { useErrorText } from '../../../hooks/useFormText';
import { useLang } from '../../../hooks/useLang';
import type { NumberValue } from '../formValues';

/** What the form binds to the field (`form.getInputProps`), plus the look of a text input. */
export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: NumberValue;
  onChange: (value: NumberValue) => void;
}

/** The form's binding of a number path, as `field(path)` returns it. */
export type NumberBinding = Pick<NumberFieldProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error' | 'disabled'>;

const shown = (value: NumberValue, lang: Lang, grouping: boolean) =>
  typeof value === 'number' ? formatNumberInput(value, lang, grouping) : value;

/**
 * A number typed in the page language (shared/domain/number.ts): the form holds the parsed number, ''
 * when empty, or the typed text when it is no number (the editor's validation names the problem). At
 * rest the field shows the language's format with grouping ('1.250,5' / '1,250.5'); while it has the
 * focus, the plain form ('1250,5'), so what the user edits never reads as ambiguous. The stored number
 * is only replaced when the user types, so saving an untouched field keeps its value exactly. Taking the
 * focus selects the whole plain text: the switch from the grouped form would otherwise drop the selection
 * a tab into the field makes, and what the user types would be appended to the old number.
 */
export function NumberField({ value, onChange, onFocus, onBlur, error, ...props }: NumberFieldProps) {
  const lang = useLang();
  const errorText = useErrorText();
  const [focused, setFocused] = useState(false);
  /** Why the text left behind is no number, shown as soon as the field loses the focus. */
  const [parseError, setParseError] = useState<string | null>(null);
  const [text, setText] = useState(() => shown(value, lang, true));
  const input = useRef<HTMLInputElement>(null);

  // After the plain form replaced the grouped one on focus (React renders it after the focus event).
  useLayoutEffect(() => {
    if (focused) input.current?.select();
  }, [focused]);

  // Follow the form (reset, restored draft, another language) unless the user is typing.
  useEffect(() => {
    if (!focused) setText(shown(value, lang, true));
  }, [value, lang, focused]);

  return (
    <TextInput
      {...props}
      ref={input}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error || (parseError ? errorText(parseError) : undefined)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const parsed = parseNumber(typed, lang);
        if (parsed.ok) setParseError(null);
        onChange(parsed.ok ? (parsed.value ?? '') : typed);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        if (typeof value === 'number') setText(formatNumberInput(value, lang, false));
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        const parsed = parseNumber(text, lang);
        setParseError(parsed.ok ? null : parsed.error);
        onBlur?.(event);
      }}
    />
  );
}
