import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBarrierefrei } from '../../hooks/useBarrierefrei';
import { usePageFocus } from '../../hooks/usePageFocus';
import { usePageMeta } from '../../hooks/usePageMeta';
import { LoadingState } from '../feedback/LoadingState';
import { OverlayProvider } from '../overlay/OverlayProvider';
import { SessionNotices } from '../session/SessionNotices';
import classes from './AppLayout.module.css';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

const MAIN_ID = 'main-content';

/** The frame of every page: skip link, header, main landmark, footer and the overlay dialog. */
export function AppLayout() {
  const { t } = useTranslation();
  usePageMeta();
  usePageFocus(MAIN_ID);
  useBarrierefrei();
  return (
    <OverlayProvider>
      <a href={`#${MAIN_ID}`} className={classes.skip}>
        {t('header.skipToContent')}
      </a>
      <Header />
      <SessionNotices />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<LoadingState minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </OverlayProvider>
  );
}
