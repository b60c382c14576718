import { Button, Container, Text, ThemeIcon } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../hooks/useLang';
import classes from './ProfilePrompt.module.css';

/**
 * Spec 2 'Profile-completion': a bar under the header while mandatory profile fields are empty,
 * naming them and leading to the account page. It cannot be dismissed; completing the profile ends it.
 */
export function ProfilePrompt({ missing, accountHref }: { missing: readonly string[]; accountHref: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const labels = missing.map((field) => {
    const key = `account.fields.${field}`;
    return i18n.exists(key) ? t(key as 'account.fields.city') : field;
  });
  const list = new Intl.ListFormat(lang, { type: 'conjunction' }).format(labels);
  return (
    <section className={classes.bar} aria-label={t('account.prompt.title')} data-testid="profile-prompt">
      <Container>
        <div className={classes.inner}>
          <ThemeIcon variant="white" color="gold.8" radius="xl" size={34} aria-hidden visibleFrom="xs">
            <IconUserExclamation size={20} />
          </ThemeIcon>
          <Text size="sm" className={classes.text}>
            <Text span fw={700}>
              {t('account.prompt.title')}.
            </Text>{' '}
            {t('account.prompt.text', { fields: list })}
          </Text>
          <Button component={Link} to={accountHref} size="xs" color="brand" className={classes.action}>
            {t('account.prompt.action')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
