import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Lang } from '../../../../../shared/domain/routes';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../../../../shared/domain/search';
import type { Objekt } from '../../../../../shared/schemas/objekt';
import type { ObjektTreffer } from '../../../../../shared/schemas/suche';
import { useObjektAnzahl } from '../../../../data/queries';
import { useObjekteByIds } from '../../../../data/sammlung';
import { objektSucheQueries } from '../../../../data/search';
import { useLang } from '../../../../hooks/useLang';
import { sichtbarkeitHinweis } from '../../../../lib/objektText';

/** How many matches one server search offers (the most GET /api/objekt/suche answers). */
export const PICKER_SEARCH_LIMIT = 15;

/** An entry of the picker's list. */
export interface PickerOption {
  value: string;
  label: string;
}

/** Labels of linked objects by id; null: the server no longer has the object (deleted meanwhile). */
export type PickerLabels = ReadonlyMap<string, string | null>;

/** What an option shows of an object (a search hit, a pin or a whole object). */
type Benannt = Pick<ObjektTreffer, 'id' | 'objektname' | 'plz' | 'ort' | 'status'> & {
  objektnummer?: string;
  istabgelaufen?: boolean;
};

const NONE: readonly string[] = [];
const NO_LABELS: PickerLabels = new Map();
const NO_OPTIONS: readonly PickerOption[] = [];

/**
 * The option of an object: number (the list's search finds it by number too), name, postcode and place,
 * and for an object the public does not see, which a campaign's visitors would miss, the hint 'nicht
 * öffentlich (Deaktiviert)' or 'nur mit Login sichtbar'.
 */
export const objektOption = (o: Benannt, lang: Lang): PickerOption => {
  const hinweis = sichtbarkeitHinweis(o, lang);
  return {
    value: o.id,
    label: `${o.objektnummer ? `${o.objektnummer} · ` : ''}${o.objektname} – ${o.plz} ${o.ort}${
      hinweis ? ` · ${hinweis}` : ''
    }`,
  };
};

const byLabel = (a: PickerOption, b: PickerOption) => a.label.localeCompare(b.label, 'de');

/** The options of objects, sorted by label. */
export const sortedOptions = (objekte: readonly Benannt[], lang: Lang) =>
  objekte.map((o) => objektOption(o, lang)).sort(byLabel);

/**
 * The picker's data (Mantine's MultiSelect needs every linked id in it): linked ids without a known object
 * first, by id, so they stay visible until removed; then the found options (sorted) with the linked
 * objects' labels merged in, sorted by label, each once.
 */
export function pickerData(
  linked: readonly string[],
  labels: PickerLabels,
  found: readonly PickerOption[],
): PickerOption[] {
  const foundIds = new Set(found.map((o) => o.value));
  const extra: PickerOption[] = [];
  const unknown: PickerOption[] = [];
  for (const id of linked) {
    if (foundIds.has(id)) continue;
    const label = labels.get(id);
    if (label) extra.push({ value: id, label });
    else unknown.push({ value: id, label: id });
  }
  return [...unknown, ...(extra.length > 0 ? [...found, ...extra].sort(byLabel) : found)];
}

/** The labels with the by-id answer for `asked`: each asked id gets its object's label, or null. */
export function withAnswer(
  labels: PickerLabels,
  asked: readonly string[],
  answer: readonly Objekt[],
  lang: Lang,
): PickerLabels {
  const byId = new Map(answer.map((o) => [o.id, objektOption(o, lang).label]));
  const next = new Map(labels);
  for (const id of asked) next.set(id, byId.get(id) ?? null);
  return next;
}

/**
 * The picker's calls, given GET /api/objekt/anzahl and the (debounced) text: as the search box does
 * (objektSucheQueries), below the threshold the whole list, matched in the browser; above it, or when the
 * count failed, the server search per text and the linked ids whose label is not known yet (`missing`),
 * asked for by id — never the whole list.
 */
export function objektPickerQueries(
  anzahl: { data?: { ausschnitt: boolean }; isError: boolean },
  text: string,
  lang: Lang,
  linked: readonly string[],
  labels: PickerLabels,
) {
  const suche = objektSucheQueries(anzahl, true, text, lang, PICKER_SEARCH_LIMIT);
  return { ...suche, missing: suche.byServer ? linked.filter((id) => !labels.has(id)) : NONE };
}

/** The server matched the options already: the MultiSelect shows them as they are. */
const SERVER_MATCHED: OptionsFilter = ({ options }) => options;

/**
 * The campaign editor's object picker: the MultiSelect's data and search for the `linked` ids, and the
 * whole list for the map below the threshold (`liste`; null when the map asks for its sections).
 */
export function useObjektPicker(linked: readonly string[]) {
  const lang = useLang();
  const anzahl = useObjektAnzahl();
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [labels, setLabels] = useState<PickerLabels>(NO_LABELS);
  const queries = objektPickerQueries(anzahl, text, lang, linked, labels);
  const { byServer, missing } = queries;
  const liste = useQuery(queries.liste);
  const treffer = useQuery(queries.treffer);
  const byIds = useObjekteByIds(missing);
  // The answer for the linked ids without a label; then none is missing and it is not asked for again.
  if (missing.length > 0 && byIds.data) setLabels(withAnswer(labels, missing, byIds.data, lang));

  // Above the threshold, the last answer while the next text's is on its way; nothing for a short text.
  const typed = isSearchable(search.trim());
  const found = useMemo(() => {
    if (!byServer) return sortedOptions(liste.data ?? [], lang);
    return typed ? sortedOptions(treffer.data ?? [], lang) : NO_OPTIONS;
  }, [byServer, typed, liste.data, treffer.data, lang]);
  const data = useMemo(() => pickerData(linked, labels, found), [linked, labels, found]);

  /** Keeps the label of an object being linked: the search moves on, the label stays. */
  const remember = ({ value, label }: PickerOption) =>
    setLabels((current) => (current.get(value) === label ? current : new Map(current).set(value, label)));
  // The call the list cannot do without: the linked objects' labels, or the whole list.
  const needed = byServer ? byIds : liste;
  const searching = byServer && typed && (search.trim() !== text || treffer.isFetching);

  return {
    byServer,
    data,
    /** The count, the whole list (below the threshold) or the linked objects' labels are still on their way. */
    pending: anzahl.isPending || (byServer ? missing.length > 0 && byIds.isPending : liste.isPending),
    error: needed.isError ? needed.error : null,
    retry: () => void needed.refetch(),
    liste: byServer ? null : (liste.data ?? null),
    remember,
    /** Props of the MultiSelect's search: above the threshold the server matches what was typed. */
    search: {
      searchValue: search,
      onSearchChange: setSearch,
      filter: byServer ? SERVER_MATCHED : undefined,
      onOptionSubmit: (value: string) => {
        const option = data.find((o) => o.value === value);
        if (option) remember(option);
      },
    },
    /** What the list says when it offers nothing (see emptyReason). */
    empty: emptyReason(byServer, typed, searching, treffer.isError),
    searching,
  };
}

/**
 * Why the list offers nothing: above the threshold the text may be too short, or its search under way or
 * failed; else nothing matches.
 */
export type PickerEmpty = 'noMatch' | 'typeMore' | 'searching' | 'searchFailed';

function emptyReason(byServer: boolean, typed: boolean, searching: boolean, failed: boolean): PickerEmpty {
  if (!byServer) return 'noMatch';
  if (!typed) return 'typeMore';
  if (searching) return 'searching';
  return failed ? 'searchFailed' : 'noMatch';
}
