import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../hooks/useLang';
import classes from './Logo.module.css';

/** Logo mark and wordmark "Standortportal Niederösterreich", linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={`/${lang}/home`}
      className={classes.logo}
      data-inverted={inverted || undefined}
      aria-label={t('header.homeLink')}
    >
      <img src="/img/logo-mark.svg" alt="" width={44} height={44} className={classes.mark} />
      <span className={classes.words} aria-hidden="true">
        <span className={classes.name}>Standortportal</span>
        <span className={classes.region}>Niederösterreich</span>
      </span>
    </Link>
  );
}
