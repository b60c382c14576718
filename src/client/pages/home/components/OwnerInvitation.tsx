import { Button, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBuildingFactory2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../shared/domain/routes';
import { advertisePath } from '../../../components/layout/navigation';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { myPropertiesPath } from '../../../lib/authPaths';
import classes from '../Home.module.css';

/**
 * Spec 1: owners, landlords and agents are invited to list properties (via login). Logged-in users go
 * straight to the new listing, and to their own listings instead of the login.
 */
export function OwnerInvitation() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useSession();
  return (
    <section className={classes.owners} aria-labelledby="owners-title">
      <ThemeIcon size={60} radius="md" color="gold.4" aria-hidden className={classes.ownersIcon}>
        <IconBuildingFactory2 size={34} stroke={1.6} />
      </ThemeIcon>
      <Text className={classes.ownersEyebrow}>{t('home.owners.eyebrow')}</Text>
      <Title order={2} id="owners-title" className={classes.ownersTitle}>
        {t('home.owners.title')}
      </Title>
      <Text className={classes.ownersText}>{t('home.owners.text')}</Text>
      <Group gap="md" mt="xl">
        <Button
          component={Link}
          to={advertisePath(lang, isLoggedIn)}
          color="gold.4"
          size="md"
          rightSection={<IconArrowRight size={18} />}
        >
          {t('home.owners.cta')}
        </Button>
        <Button
          component={Link}
          to={isLoggedIn ? myPropertiesPath(lang) : routePath('login', lang)}
          variant="white"
          color="brand"
          size="md"
          data-testid={isLoggedIn ? 'owners-mine' : 'owners-login'}
        >
          {isLoggedIn ? t('nav.myProperties') : t('home.owners.secondary')}
        </Button>
      </Group>
    </section>
  );
}
