import { Badge, Group, List, SimpleGrid, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/domain/format';
import { MERKMAL_GRUPPEN, type MerkmalGruppe } from '../../../../shared/domain/objekt';
import { textToBreaks } from '../../../../shared/domain/richtext';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { useLang } from '../../../hooks/useLang';
import {
  infrastrukturName,
  merkmaleNachGruppe,
  merkmalName,
  objektTexte,
  verkehrsartName,
  widmungName,
} from '../../../lib/objektText';
import { sanitizeHtml } from '../../../lib/sanitize';
import classes from '../Detail.module.css';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="xs" component="section" data-testid={testId}>
      <Title order={2} size="h4" c="brand.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing={6}
      size="sm"
      center
      icon={
        <ThemeIcon color="petrol" size={20} radius="xl" aria-hidden>
          <IconCheck size={13} stroke={3} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * The descriptive part of the detail view: descriptions in the page language (the detailed one is HTML
 * with breaks, shown only after sanitising), features by group, zoning, technical infrastructure and
 * transport connections with their distances. Empty parts are left out.
 */
export function DetailBody({ objekt }: { objekt: Objekt }) {
  const { t } = useTranslation();
  const lang = useLang();
  const texte = objektTexte(objekt, lang);
  const gruppen = merkmaleNachGruppe(objekt.standortbeschreibung);
  return (
    <Stack gap="xl">
      {texte.detail && (
        <Block title={t('objekt.detail.description')} testId="detail-description">
          <div
            className={classes.richText}
            lang={texte.textLang.detail}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (only <br> kept)
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(textToBreaks(texte.detail), { owner: true }) }}
          />
        </Block>
      )}
      {texte.lage && (
        <Block title={t('objekt.field.lageerreichbarkeit')}>
          <Text className={classes.contactLine} lang={texte.textLang.lage}>
            {texte.lage}
          </Text>
        </Block>
      )}
      {gruppen.length > 0 && (
        <Block title={t('objekt.detail.features')} testId="detail-features">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {gruppen.map((g) => (
              <div key={g.gruppe}>
                <Text fw={700} size="sm" mb={6}>
                  {MERKMAL_GRUPPEN[g.gruppe as MerkmalGruppe][lang]}
                </Text>
                <CheckList items={g.merkmale.map((id) => merkmalName(id, lang))} />
              </div>
            ))}
          </SimpleGrid>
        </Block>
      )}
      {objekt.widmungen.length > 0 && (
        <Block title={t('objekt.field.widmungen')} testId="detail-widmungen">
          <Group gap="xs">
            {objekt.widmungen.map((id) => (
              <Badge key={id} variant="light" color="brand" radius="sm" size="lg" tt="none" fw={600}>
                {id} · {widmungName(id, lang)}
              </Badge>
            ))}
          </Group>
        </Block>
      )}
      {objekt.technischeinfrastruktur.length > 0 && (
        <Block title={t('objekt.field.technischeinfrastruktur')} testId="detail-infrastruktur">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <CheckList items={objekt.technischeinfrastruktur.map((id) => infrastrukturName(id, lang))} />
          </SimpleGrid>
        </Block>
      )}
      {objekt.verkehrsinfrastruktur.length > 0 && (
        <Block title={t('objekt.field.verkehrsinfrastruktur')} testId="detail-verkehr">
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('objekt.editor.verkehrType')}</Table.Th>
                  <Table.Th>{t('objekt.editor.verkehrConnection')}</Table.Th>
                  <Table.Th ta="right">{t('objekt.editor.verkehrDistance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {objekt.verkehrsinfrastruktur.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of one stored list
                  <Table.Tr key={i}>
                    <Table.Td>{verkehrsartName(v.type, lang)}</Table.Td>
                    <Table.Td>{v.connection}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {t('objekt.field.distanceKm', { distance: formatNumber(v.distance, lang, 1) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Block>
      )}
      {objekt.tags.length > 0 && (
        <Group gap={6}>
          <Text size="sm" c="gray.7" fw={600}>
            {t('objekt.field.tags')}:
          </Text>
          {objekt.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
