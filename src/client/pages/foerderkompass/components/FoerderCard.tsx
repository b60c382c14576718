import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { foerderLabel } from '../../../../shared/domain/foerderung';
import type { FmMatrix } from '../../../../shared/schemas/content';
import { useLang } from '../../../hooks/useLang';
import classes from '../Foerderkompass.module.css';

/** One programme in the result list: name (the link), funding body, short description, funding types. */
export function FoerderCard({ entry, to }: { entry: FmMatrix; to: { pathname: string; search: string } }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Paper component="article" withBorder radius="lg" p="lg" className={classes.card} data-testid="foerder-card">
      <Title order={3} className={classes.cardTitle}>
        <Link to={to} state={{ fromList: true }} preventScrollReset className={classes.cardLink}>
          {lang === 'en' ? entry.name_en : entry.name_de}
        </Link>
      </Title>
      <Group gap={6} mt={6} wrap="nowrap" c="gray.7">
        <IconBuildingBank size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" lineClamp={1}>
          {entry.foerderstelle}
        </Text>
      </Group>
      <Text mt="sm" c="gray.8" lineClamp={3}>
        {lang === 'en' ? entry.kurzbeschreibung_en : entry.kurzbeschreibung_de}
      </Text>
      <Group justify="space-between" align="flex-end" mt="md" gap="sm">
        <Group gap={6}>
          {entry.foerderarten.map((code) => (
            <Badge key={code} variant="light" color="petrol" radius="sm" tt="none" size="md">
              {foerderLabel('foerderarten', code, lang)}
            </Badge>
          ))}
        </Group>
        <Group gap={4} c="brand.8" className={classes.cardMore} aria-hidden>
          <Text span size="sm" fw={700}>
            {t('foerderkompass.card.more')}
          </Text>
          <IconArrowRight size={16} />
        </Group>
      </Group>
    </Paper>
  );
}
