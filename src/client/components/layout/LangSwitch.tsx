import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type Lang, switchLangPath } from '../../../shared/domain/routes';
import { useLang } from '../../hooks/useLang';
import { applyLang } from '../../i18n';
import classes from './LangSwitch.module.css';

/**
 * DE | EN: the current language marked, the other one a link to the same page in that language
 * (the prefix is swapped; query and hash kept). The link carries data-testid="lang-switch".
 */
export function LangSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const target = switchLangPath(location.pathname, other);
  const samePath = target === location.pathname;
  const common = {
    className: classes.option,
    lang: other,
    'aria-label': t('lang.switchLabel'),
    'data-testid': 'lang-switch',
  };
  const otherOption = samePath ? (
    <UnstyledButton {...common} onClick={() => void applyLang(other)}>
      {other.toUpperCase()}
    </UnstyledButton>
  ) : (
    <Link {...common} to={{ pathname: target, search: location.search, hash: location.hash }} hrefLang={other}>
      {other.toUpperCase()}
    </Link>
  );
  const current = (
    <span className={classes.option} data-current aria-current="true" title={t(`lang.${lang}`)}>
      {lang.toUpperCase()}
    </span>
  );
  return (
    <div className={classes.root}>
      {lang === 'de' ? current : otherOption}
      <span className={classes.divider} aria-hidden="true" />
      {lang === 'de' ? otherOption : current}
    </div>
  );
}
