import { Button, Group, Typography } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { objektAnzahlQuery } from '../../data/queries';
import { useLang } from '../../hooks/useLang';
import { loginPath } from '../../lib/authPaths';
import { propertiesBenefit } from '../RegistrationBenefits';

/**
 * The grey-object dialog's content (spec 8: the html of error.greyobject, which names the registration
 * benefits of spec 1) with the ways to sign in or register; both come back to `next`, the listing's
 * detail view (issue 21). The html comes from our own catalogues.
 */
export function GreyObjektHinweis({ next, onLeave }: { next: string; onLeave?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The same figure as the registration benefits (computed from the live count, never a fixed number).
  const anzahl = useQuery(objektAnzahlQuery);
  const benefit = propertiesBenefit(t, lang, anzahl.data?.mitLogin);
  return (
    <>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markup from the i18n catalogue (spec 8 'html') */}
        <div dangerouslySetInnerHTML={{ __html: t('error.greyobject.html', { benefit }) }} />
      </Typography>
      <Group gap="sm" mt="md">
        <Button
          component={Link}
          to={loginPath(lang, next, { mode: 'register' })}
          onClick={onLeave}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          data-testid="grey-object-register"
        >
          {t('standortsuche.vorschau.register')}
        </Button>
        <Button
          component={Link}
          to={loginPath(lang, next)}
          onClick={onLeave}
          variant="default"
          leftSection={<IconLogin size={18} aria-hidden />}
          data-testid="grey-object-login"
        >
          {t('standortsuche.vorschau.login')}
        </Button>
      </Group>
    </>
  );
}
