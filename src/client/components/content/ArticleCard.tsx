import { Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KAMPAGNE_LANG } from '../../../shared/domain/kampagne';
import { routePath } from '../../../shared/domain/routes';
import type { Kampagne } from '../../../shared/schemas/content';
import { imageUrl } from '../../config';
import { useLang } from '../../hooks/useLang';
import classes from './ArticleCard.module.css';

/** Calm fallbacks when a campaign has no background image (or it fails to load). */
const GRADIENTS = [
  'linear-gradient(135deg, #0b3a78 0%, #1f9f95 100%)',
  'linear-gradient(135deg, #12355f 0%, #3574ca 100%)',
  'linear-gradient(135deg, #005c56 0%, #38b1a7 60%, #fcc221 140%)',
  'linear-gradient(135deg, #0b2545 0%, #124a93 70%, #76a2dc 130%)',
];

/** The gradient of a campaign, stable per id. */
export const articleGradient = (kampagne: Pick<Kampagne, 'id'>) =>
  GRADIENTS[Math.abs(kampagne.id) % GRADIENTS.length] as string;

/** CSS background of a campaign: its header image (/bilder/1920/{seitenhintergrund}) over its gradient. */
export function articleBackground(kampagne: Pick<Kampagne, 'id' | 'seitenhintergrund'>): string {
  const gradient = articleGradient(kampagne);
  return kampagne.seitenhintergrund
    ? `url("${imageUrl(kampagne.seitenhintergrund)}") center / cover no-repeat, ${gradient}`
    : gradient;
}

/** A know-how article as a card: header image (or gradient), header, headersub teaser, read-more cue. */
export function ArticleCard({ kampagne, headingOrder = 3 }: { kampagne: Kampagne; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Link
      to={routePath('wissen-detail', lang, { wissenId: kampagne.id })}
      className={classes.article}
      data-testid="article-card"
    >
      <div className={classes.image} style={{ background: articleBackground(kampagne) }} aria-hidden="true" />
      <div className={classes.body}>
        <Title order={headingOrder} className={classes.title} lang={KAMPAGNE_LANG}>
          {kampagne.header}
        </Title>
        {kampagne.headersub && (
          <Text c="gray.7" lineClamp={3} mt={6} lang={KAMPAGNE_LANG}>
            {kampagne.headersub}
          </Text>
        )}
        <Group gap={6} mt="auto" pt="md">
          <Text span fw={700} c="brand.8">
            {t('home.featured.readMore')}
          </Text>
          <IconArrowRight size={18} aria-hidden className={classes.arrow} />
        </Group>
      </div>
    </Link>
  );
}
