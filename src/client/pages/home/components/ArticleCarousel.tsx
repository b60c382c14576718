import { ActionIcon, Button, Group, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconArrowRight,
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { KAMPAGNE_LANG } from '../../../../shared/domain/kampagne';
import { routePath } from '../../../../shared/domain/routes';
import type { Kampagne } from '../../../../shared/schemas/content';
import { articleBackground } from '../../../components/content/ArticleCard';
import { useLang } from '../../../hooks/useLang';
import { isBarrierefrei } from '../../../lib/barrierefrei';
import classes from './ArticleCarousel.module.css';

/** Spec 9: the carousel moves on every 15,000 ms. */
export const CAROUSEL_INTERVAL_MS = 15_000;

/**
 * The carousel of featured campaigns (spec 9: interval 15,000 ms, at most 400 px high, 500 or 250 px on
 * small screens, hidden on the smallest — see the CSS). One slide shows at a time; it advances on its
 * own unless the visitor hovers or focuses it, pauses it, prefers reduced motion or uses the
 * barrier-free version. Inactive slides are inert, so keyboard and screen readers meet only the active one.
 */
export function ArticleCarousel({ items }: { items: readonly Kampagne[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const active = Math.min(index, count - 1);
  const barrierefrei = isBarrierefrei(useLocation().search);
  const rotating = count > 1 && !stopped && !reducedMotion && !barrierefrei;

  // A timeout per slide: moving by hand also restarts the 15 s.
  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = window.setTimeout(() => setIndex((active + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, hovered, focused, count, active]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.featured.carouselLabel')}
      data-testid="featured-carousel"
      data-active-index={active}
      data-rotating={rotating || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        <div className={classes.track} style={{ transform: `translateX(-${active * 100}%)` }}>
          {items.map((k, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes a slide a group with a role description
            <div
              key={k.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.featured.slideLabel', { index: i + 1, total: count })}
              aria-hidden={i !== active}
              inert={i !== active}
              data-active={i === active || undefined}
              data-testid="carousel-slide"
            >
              <div className={classes.image} style={{ background: articleBackground(k) }} aria-hidden="true" />
              <div className={classes.text}>
                <Text className={classes.eyebrow}>{t('nav.wissen')}</Text>
                <Title order={3} className={classes.title} lang={KAMPAGNE_LANG}>
                  {k.header}
                </Title>
                {k.headersub && (
                  <Text className={classes.sub} lineClamp={3} lang={KAMPAGNE_LANG}>
                    {k.headersub}
                  </Text>
                )}
                <Button
                  component={Link}
                  to={routePath('wissen-detail', lang, { wissenId: k.id })}
                  className={classes.cta}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  tabIndex={i === active ? 0 : -1}
                >
                  {t('home.featured.readMore')}
                  <VisuallyHidden component="span">: {k.header}</VisuallyHidden>
                </Button>
              </div>
            </div>
          ))}
        </div>
      </div>

      {count > 1 && (
        <Group className={classes.controls} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" role="group" aria-label={t('home.featured.dotsLabel')}>
            {items.map((k, i) => (
              <UnstyledButton
                key={k.id}
                className={classes.dot}
                data-active={i === active || undefined}
                aria-current={i === active ? 'true' : undefined}
                aria-label={t('home.featured.goTo', { index: i + 1, title: k.header })}
                onClick={() => go(i)}
              />
            ))}
          </Group>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t('home.featured.play') : t('home.featured.pause')}
              aria-pressed={stopped}
              data-testid="carousel-pause"
            >
              {stopped ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => go(active - 1)}
              aria-label={t('home.featured.previous')}
              data-testid="carousel-prev"
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => go(active + 1)}
              aria-label={t('home.featured.next')}
              data-testid="carousel-next"
            >
              <IconChevronRight size={20} />
            </ActionIcon>
          </Group>
        </Group>
      )}
    </section>
  );
}
