import { Anchor, Code, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  csvDateiname,
  FOERDER_FELDER,
  OBJEKT_FELDER,
  OGC_PATH,
  OPEN_DATA_DOWNLOADS,
  OPEN_DATA_LICENCE,
  type OpenDataFeld,
} from '../../../shared/domain/opendata';
import type { Lang } from '../../../shared/domain/routes';
import { ContentPage } from '../../components/ContentPage';
import { useLang } from '../../hooks/useLang';

/** The fields of a data set: key, label, type and description in the page's language. */
function FelderTable({
  felder,
  lang,
  caption,
}: {
  felder: readonly OpenDataFeld<never>[];
  lang: Lang;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('offeneDaten.felder.key')}</Table.Th>
            <Table.Th scope="col">{t('offeneDaten.felder.label')}</Table.Th>
            <Table.Th scope="col">{t('offeneDaten.felder.typ')}</Table.Th>
            <Table.Th scope="col">{t('offeneDaten.felder.beschreibung')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {felder.map((f) => (
            <Table.Tr key={f.key}>
              <Table.Td>
                <Code>{f.key}</Code>
              </Table.Td>
              <Table.Td>{f.label[lang]}</Table.Td>
              <Table.Td>{f.typ}</Table.Td>
              <Table.Td>{f.beschreibung[lang]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One section of the page with its heading. */
function Abschnitt({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * /{lang}/offene-daten — the portal's open data (issue 26): licence and attribution, the downloads, how
 * current they are, the OGC API – Features endpoint with a QGIS how-to, and the fields of each data set.
 */
export default function OffeneDatenPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const ogcUrl = `${window.location.origin}${OGC_PATH}`;
  const { objekteGeojson, objekteCsv, foerderungenJson, foerderungenCsv } = OPEN_DATA_DOWNLOADS;
  const downloads = [
    { key: 'objekteGeojson', href: objekteGeojson.path, datei: objekteGeojson.datei },
    { key: 'objekteCsv', href: `${objekteCsv.path}?lang=${lang}`, datei: csvDateiname(objekteCsv.datei, lang) },
    { key: 'foerderungenJson', href: foerderungenJson.path, datei: foerderungenJson.datei },
    {
      key: 'foerderungenCsv',
      href: `${foerderungenCsv.path}?lang=${lang}`,
      datei: csvDateiname(foerderungenCsv.datei, lang),
    },
  ] as const;

  return (
    <ContentPage title={t('meta.offene-daten.title')} lead={t('pages.offene-daten.lead')}>
      <Stack gap="xl">
        <Abschnitt id="od-lizenz" title={t('offeneDaten.lizenz.title')}>
          <Text mb="sm">
            <Trans
              i18nKey="offeneDaten.lizenz.text"
              components={{
                lizenz: <Anchor href={OPEN_DATA_LICENCE.url} target="_blank" rel="noopener" underline="always" />,
              }}
            />
          </Text>
          <Text mb="xs">{t('offeneDaten.lizenz.nennung')}</Text>
          <Code block data-testid="od-attribution">
            {OPEN_DATA_LICENCE.attribution[lang]}
          </Code>
          <Text mt="sm">{t('offeneDaten.lizenz.quellen')}</Text>
        </Abschnitt>

        <Abschnitt id="od-downloads" title={t('offeneDaten.downloads.title')}>
          <List spacing="xs">
            {downloads.map((d) => (
              <List.Item key={d.key}>
                <Anchor href={d.href} download={d.datei} data-testid={`od-download-${d.key}`}>
                  {t(`offeneDaten.downloads.${d.key}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Text mt="sm">{t('offeneDaten.downloads.csvHinweis')}</Text>
        </Abschnitt>

        <Abschnitt id="od-aktualitaet" title={t('offeneDaten.aktualitaet.title')}>
          <Text>{t('offeneDaten.aktualitaet.text')}</Text>
        </Abschnitt>

        <Abschnitt id="od-ogc" title={t('offeneDaten.ogc.title')}>
          <Text mb="sm">{t('offeneDaten.ogc.text')}</Text>
          <Code block data-testid="od-ogc-url">
            {ogcUrl}
          </Code>
          <Text mt="sm" mb="xs">
            <Anchor href={`${OGC_PATH}?f=html`} data-testid="od-ogc-link">
              {t('offeneDaten.ogc.browse')}
            </Anchor>
          </Text>
          <Title order={3} mt="md" mb="xs">
            {t('offeneDaten.ogc.qgisTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('offeneDaten.ogc.qgis1')}</List.Item>
            <List.Item>{t('offeneDaten.ogc.qgis2', { url: ogcUrl })}</List.Item>
            <List.Item>{t('offeneDaten.ogc.qgis3')}</List.Item>
            <List.Item>{t('offeneDaten.ogc.qgis4')}</List.Item>
          </List>
          <Text mt="sm">{t('offeneDaten.ogc.filter')}</Text>
        </Abschnitt>

        <Abschnitt id="od-felder" title={t('offeneDaten.felder.title')}>
          <Text mb="md">{t('offeneDaten.felder.text')}</Text>
          <Stack gap="lg">
            <FelderTable felder={OBJEKT_FELDER} lang={lang} caption={t('offeneDaten.felder.objekte')} />
            <FelderTable felder={FOERDER_FELDER} lang={lang} caption={t('offeneDaten.felder.foerderungen')} />
          </Stack>
        </Abschnitt>
      </Stack>
    </ContentPage>
  );
}
