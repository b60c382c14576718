import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gebietText } from '../../../../shared/domain/gebiet';
import { isSearchable, SEARCH_DEBOUNCE_MS } from '../../../../shared/domain/search';
import type { OrtTreffer } from '../../../../shared/schemas/suche';
import { ortsucheQuery } from '../../../data/search';
import { useLang } from '../../../hooks/useLang';
import { UMKREIS_KM, UMKREIS_KM_STANDARD } from '../gebiet';

/** Places offered per text: the search box's place search (GET /api/ort/suche). */
const ORTE_LIMIT = 8;

/**
 * 'Within X km of a place' (issue 25): the keyboard's way to a drawn area — a place from the place search
 * and a radius make a circle filter (`onGebiet` gets the address's text). Every control is a form field.
 */
export function UmkreisDialog({
  opened,
  onClose,
  onGebiet,
}: {
  opened: boolean;
  onClose: () => void;
  onGebiet: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [ort, setOrt] = useState<OrtTreffer | null>(null);
  const [km, setKm] = useState(String(UMKREIS_KM_STANDARD));
  const orte = useQuery({ ...ortsucheQuery(debounced.trim(), lang, ORTE_LIMIT), enabled: isSearchable(debounced) });

  const treffer = useMemo(() => {
    const found = orte.data?.results ?? [];
    // The chosen place stays an option while the text that found it changes to its name.
    return ort && !found.some((o) => o.id === ort.id) ? [ort, ...found] : found;
  }, [orte.data, ort]);
  const options = treffer.map((o) => ({ value: o.id, label: o.bezirk ? `${o.name} (${o.bezirk})` : o.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ort) return;
    onGebiet(gebietText({ art: 'kreis', center: [ort.lon, ort.lat], radius: Number(km) * 1000 }));
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('standortsuche.gebiet.umkreisTitle')}
      data-testid="umkreis-dialog"
    >
      <form onSubmit={submit}>
        <Stack>
          <Select
            label={t('standortsuche.gebiet.ort')}
            placeholder={t('standortsuche.gebiet.ortPlaceholder')}
            searchable
            data={options}
            value={ort?.id ?? null}
            searchValue={text}
            onSearchChange={setText}
            // The server matched the places already: every answer is an option.
            filter={({ options: all }) => all}
            onChange={(id) => setOrt(treffer.find((o) => o.id === id) ?? null)}
            nothingFoundMessage={
              isSearchable(debounced) && orte.isSuccess ? t('standortsuche.gebiet.keinOrt') : undefined
            }
            required
            data-autofocus
            data-testid="umkreis-ort"
          />
          <Select
            label={t('standortsuche.gebiet.radius')}
            data={UMKREIS_KM.map((n) => ({ value: String(n), label: t('standortsuche.gebiet.km', { km: n }) }))}
            value={km}
            onChange={(value) => setKm(value ?? String(UMKREIS_KM_STANDARD))}
            allowDeselect={false}
            data-testid="umkreis-radius"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!ort} data-testid="umkreis-apply">
              {t('standortsuche.gebiet.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
