import { Combobox, Group, Loader, Text, TextInput, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { encodeQuery } from '../../../shared/domain/query';
import { routePath } from '../../../shared/domain/routes';
import {
  normalizeSearchText,
  SEARCH_DEBOUNCE_MS,
  type SearchGroup,
  type SearchScope,
} from '../../../shared/domain/search';
import { type OrtTreffer, SUCHE_QUERY } from '../../../shared/schemas/suche';
import { useLang } from '../../hooks/useLang';
import classes from './SearchBox.module.css';
import type { SearchHandoff } from './SearchBoxShell';
import { SearchOption } from './SearchOption';
import { placeHref, umkreisExtent, umkreisHref } from './targets';
import { useSearchLog } from './useSearchLog';
import { type SearchResult, useSearchResults } from './useSearchResults';

const ALL_GROUPS: readonly SearchGroup[] = ['orte', 'objekte', 'kampagnen', 'foerderungen', 'glossar'];
const SMALL_SCREEN = '(max-width: 47.99em)';

/**
 * On small screens the keyboard takes half the window: the box is brought up under the header so the
 * results fit below it (again while typing, should the page have moved meanwhile).
 */
function bringIntoView(input: HTMLElement) {
  if (!window.matchMedia(SMALL_SCREEN).matches) return;
  const box = input.closest('search');
  const top = box?.getBoundingClientRect().top ?? 0;
  if (top < 72 || top > window.innerHeight * 0.3) box?.scrollIntoView({ block: 'start', behavior: 'instant' });
}

export interface SearchBoxProps {
  /** home: caps of 5, places open the map at zoom 11, log type 'start'; standortsuche: caps of 15, places fit the map. */
  scope: SearchScope;
  /** Result groups offered (default: all). */
  groups?: readonly SearchGroup[];
  size?: 'md' | 'lg';
  /** A submit button shown beside the input (the home page's 'Suchen'). */
  submit?: ReactNode;
  /** The input sits inside a framed box of its own (home hero): no border of its own. */
  embedded?: boolean;
  /**
   * Handles a chosen place instead of navigating, e.g. the map page's `view.fit(extent, PLACE_FIT)`.
   * Without it a place leads to the location search with zoom and centre in the query.
   */
  onPlaceSelect?: (place: OrtTreffer) => void;
  /** The text the box starts with (the results view: the text searched). */
  initialValue?: string;
  /** What was done in the shell shown while this code loaded (DeferredSearchBox): text, focus, a submit. */
  handoff?: SearchHandoff;
}

/**
 * The combined search box (spec 2 'Search box', spec 5 'Search'): places, properties, know-how, funding and
 * glossary in one list grouped by type, with icons. A combobox: arrow keys move through the results, Enter
 * chooses the highlighted one, or opens the results view (/{lang}/suche?q=…) when none is highlighted;
 * Escape closes the list and then clears the text; a live region announces the number of results.
 */
export function SearchBox({
  scope,
  groups = ALL_GROUPS,
  size = 'lg',
  submit,
  embedded = false,
  onPlaceSelect,
  initialValue = '',
  handoff,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState(() => handoff?.input?.value ?? initialValue);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(debounced, scope, groups, active);
  const searchLog = useSearchLog(scope === 'home' ? 'start' : 'standortsuche');
  const logTyped = searchLog.typed;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const settling = value.trim() !== debounced.trim();
  const loading = results.searching && (settling || results.placesPending);
  const flat = results.groups.flatMap((g) => g.items);

  // A new result list starts without a highlighted entry; the list scrolls back to its top. The same
  // entries answered again (e.g. reloaded data) keep the highlight, so Enter still chooses it.
  const listKey = flat.map((r) => r.key).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the entries change
  useEffect(() => {
    combobox.resetSelectedOption();
  }, [listKey]);

  const choose = (result: SearchResult) => {
    combobox.closeDropdown();
    const map = { width: window.innerWidth, height: window.innerHeight, search: location.search };
    if (result.place && result.umkreisKm !== undefined) {
      // The circle is the map's area, in the address; on the map page the view then fits it.
      setValue(result.place.name);
      navigate(umkreisHref(result.place, result.umkreisKm, lang, scope, map));
      onPlaceSelect?.({ ...result.place, extent: umkreisExtent(result.place, result.umkreisKm) });
      return;
    }
    if (result.place) {
      if (onPlaceSelect) {
        setValue(result.place.name);
        onPlaceSelect(result.place);
        return;
      }
      navigate(placeHref(result.place, lang, scope, map));
      return;
    }
    if (result.href) navigate(result.href);
  };

  // Enter (or the submit button) without a highlighted result opens the results view of the text: every
  // match, grouped by kind. An empty text on home opens the location search. The search log's pending
  // entry is dropped (spec 7: not sent on Enter).
  const openResults = (text: string) => {
    searchLog.cancel();
    combobox.closeDropdown();
    const q = normalizeSearchText(text);
    if (q) navigate(`${routePath('suche', lang)}?${encodeQuery(SUCHE_QUERY, { q })}`);
    else if (scope === 'home') navigate(routePath('standortsuche', lang));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    openResults(value);
  };

  // Taking over from the shell in the same commit that replaces it, so no keystroke falls in between:
  // the shell's input (gone from the page, its value still readable) may hold more than at render time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box replaces the shell
  useLayoutEffect(() => {
    if (!handoff?.input) return;
    const typed = handoff.input.value;
    if (typed !== value) setValue(typed);
    if (typed) {
      setActive(true);
      logTyped(typed);
    }
    if (handoff.focused) {
      inputRef.current?.focus();
      if (typed.trim()) combobox.openDropdown();
    }
    if (handoff.submitted) openResults(typed);
  }, []);

  // Announced once the results of what was typed are in (not on every keystroke), while their list is open:
  // after Enter the results view says how many there are, and a count of the closed list would contradict it.
  const announcement =
    !results.searching || loading || !combobox.dropdownOpened
      ? ''
      : [
          results.total > 0 ? t('searchBox.results', { count: results.total }) : t('searchBox.noResults'),
          results.placeError ? t('searchBox.placeError') : '',
        ]
          .filter(Boolean)
          .join('. ');

  return (
    <search aria-label={t('home.search.label')} className={classes.form}>
      <form onSubmit={onSubmit}>
        <Combobox
          store={combobox}
          onOptionSubmit={(key) => {
            const result = flat.find((r) => r.key === key);
            if (result) choose(result);
          }}
          position="bottom-start"
          width="target"
          offset={8}
          zIndex={400}
          withinPortal
          // Always below the box (a list flipped above it would cover the header); as high as the window allows.
          middlewares={{
            flip: false,
            shift: false,
            size: {
              padding: 12,
              apply: ({ availableHeight }) =>
                dropdownRef.current?.style.setProperty('--search-available-height', `${Math.floor(availableHeight)}px`),
            },
          }}
        >
          <Combobox.DropdownTarget>
            <Group gap="xs" wrap="nowrap" align="stretch" className={classes.box}>
              <Combobox.EventsTarget withExpandedAttribute>
                <TextInput
                  ref={inputRef}
                  value={value}
                  onChange={(event) => {
                    const next = event.currentTarget.value;
                    setValue(next);
                    setActive(true);
                    logTyped(next);
                    bringIntoView(event.currentTarget);
                    if (next.trim().length > 0) combobox.openDropdown();
                    else combobox.closeDropdown();
                  }}
                  onFocus={(event) => {
                    setActive(true);
                    if (value.trim()) combobox.openDropdown();
                    bringIntoView(event.currentTarget);
                  }}
                  onBlur={() => combobox.closeDropdown()}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape' && !combobox.dropdownOpened && value) {
                      setValue('');
                      logTyped('');
                    }
                  }}
                  placeholder={t('home.search.placeholder')}
                  aria-label={t('home.search.label')}
                  size={size}
                  type="text"
                  enterKeyHint="search"
                  autoComplete="off"
                  spellCheck={false}
                  leftSection={<IconSearch size={20} aria-hidden />}
                  rightSection={loading ? <Loader size={18} aria-hidden /> : null}
                  className={classes.input}
                  classNames={{ input: embedded ? classes.inputEmbedded : classes.inputField }}
                  data-testid="search-input"
                />
              </Combobox.EventsTarget>
              {submit}
            </Group>
          </Combobox.DropdownTarget>

          <Combobox.Dropdown
            ref={dropdownRef}
            hidden={!results.searching}
            className={classes.dropdown}
            data-testid="search-dropdown"
          >
            <Combobox.Options className={classes.options} aria-label={t('searchBox.resultsLabel')}>
              {results.groups
                .filter((g) => g.items.length > 0 || (g.group === 'orte' && results.placeError))
                .map((g) => (
                  <Combobox.Group key={g.group} label={t(`searchBox.groups.${g.group}`)}>
                    {g.items.map((result) => (
                      <SearchOption key={result.key} result={result} />
                    ))}
                    {g.group === 'orte' && results.placeError && (
                      <Text size="sm" c="red.8" className={classes.message} data-testid="search-place-error">
                        {t('searchBox.placeError')}
                      </Text>
                    )}
                  </Combobox.Group>
                ))}
              {results.total === 0 && !results.placeError && (
                <Combobox.Empty className={classes.message}>
                  {loading ? t('searchBox.searching') : t('searchBox.noResults')}
                </Combobox.Empty>
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="search-status">
          {announcement}
        </VisuallyHidden>
      </form>
    </search>
  );
}
