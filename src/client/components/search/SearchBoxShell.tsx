import { Group, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchBoxProps } from './SearchBox';
import classes from './SearchBox.module.css';

/**
 * What a visitor did in the shell before the search box's code arrived; the box takes it over (see
 * DeferredSearchBox). `input` is the shell's input element: it keeps its value after it left the page.
 */
export interface SearchHandoff {
  input: HTMLInputElement | null;
  focused: boolean;
  submitted: boolean;
}

/**
 * The search box as it looks before its code (combobox, result search) is loaded: the same input and
 * submit button in the same place, so nothing moves when the real one replaces it, and a plain input
 * that already takes text and focus. `onIntent`: the visitor turned to the box (pointer, touch, focus).
 */
export function SearchBoxShell({
  size = 'lg',
  submit,
  embedded = false,
  handoff,
  onIntent,
}: SearchBoxProps & { handoff: SearchHandoff; onIntent: () => void }) {
  const { t } = useTranslation();
  return (
    <search
      aria-label={t('home.search.label')}
      className={classes.form}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handoff.submitted = true;
        }}
      >
        <Group gap="xs" wrap="nowrap" align="stretch" className={classes.box}>
          <TextInput
            ref={(input) => {
              if (input) handoff.input = input;
            }}
            onFocus={() => {
              handoff.focused = true;
            }}
            onBlur={(event) => {
              // Not the blur of the input leaving the page: the box takes the focus over then.
              if (event.currentTarget.isConnected) handoff.focused = false;
            }}
            placeholder={t('home.search.placeholder')}
            aria-label={t('home.search.label')}
            size={size}
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            leftSection={<IconSearch size={20} aria-hidden />}
            className={classes.input}
            classNames={{ input: embedded ? classes.inputEmbedded : classes.inputField }}
            data-testid="search-input"
          />
          {submit}
        </Group>
      </form>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="search-status" />
    </search>
  );
}
