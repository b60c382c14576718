import {
  Badge,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconBook2, IconCompass, IconMapSearch } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RouteName, routePath } from '../../../../shared/domain/routes';
import { useLang } from '../../../hooks/useLang';
import classes from '../Home.module.css';

interface Tile {
  name: Extract<RouteName, 'standortsuche' | 'foerderkompass' | 'wissen'>;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  color: string;
  /** undefined while loading; null when the count could not be loaded. */
  count: number | null | undefined;
}

/** The three entry tiles (location search, funding compass, know-how) with live counts. */
export function EntryTiles({ counts }: { counts: Record<Tile['name'], number | null | undefined> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tiles: Tile[] = [
    { name: 'standortsuche', icon: IconMapSearch, color: 'brand', count: counts.standortsuche },
    { name: 'foerderkompass', icon: IconCompass, color: 'petrol', count: counts.foerderkompass },
    { name: 'wissen', icon: IconBook2, color: 'gold', count: counts.wissen },
  ];
  return (
    <Container className={classes.tiles} component="section" aria-labelledby="tiles-title">
      <VisuallyHidden>
        <h2 id="tiles-title">{t('home.tiles.heading')}</h2>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'md', md: 'xl' }}>
        {tiles.map(({ name, icon: Icon, color, count }) => (
          <Card
            key={name}
            component={Link}
            to={routePath(name, lang)}
            className={classes.tile}
            shadow="lg"
            padding="xl"
            data-testid={`tile-${name}`}
          >
            <Group justify="space-between" align="flex-start" mb="md">
              <ThemeIcon size={56} radius="md" color={color} variant="light" aria-hidden>
                <Icon size={30} stroke={1.6} />
              </ThemeIcon>
              {count === undefined ? (
                <Loader size="xs" type="dots" aria-label={t('common.loading')} />
              ) : count === null ? null : (
                <Badge size="lg" variant="light" color={color} radius="sm" className={classes.count}>
                  {t(`home.tiles.${name}.count`, { count })}
                </Badge>
              )}
            </Group>
            <Title order={3} className={classes.tileTitle}>
              {t(`home.tiles.${name}.title`)}
            </Title>
            <Text c="gray.7" mt={6} className={classes.tileText}>
              {t(`home.tiles.${name}.text`)}
            </Text>
            <Group gap={6} mt="lg" className={classes.tileCta}>
              <Text span fw={700} c="brand.8">
                {t(`home.tiles.${name}.cta`)}
              </Text>
              <IconArrowRight size={18} aria-hidden className={classes.tileArrow} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
