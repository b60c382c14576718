import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PasswordLevel, passwordLevel, passwordScore } from '../../../shared/domain/password';
import classes from './PasswordStrengthMeter.module.css';

/** Colour of each strength level, from red (too weak) to teal (excellent). */
const LEVEL_COLOURS: Record<PasswordLevel, string> = {
  tooWeak: 'var(--mantine-color-red-7)',
  weak: 'var(--mantine-color-orange-6)',
  acceptable: 'var(--mantine-color-yellow-6)',
  good: 'var(--mantine-color-lime-7)',
  strong: 'var(--mantine-color-green-7)',
  excellent: 'var(--mantine-color-teal-7)',
};

/**
 * Spec 4/5 strength meter: the score (0–5) as five segments coloured by level and the level's name.
 * A password the shared rule refuses (shared/domain/password.ts) shows as too weak, as the server
 * answers it. Announced politely to screen readers.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  // The common-password list arrives with the first form that chooses a password, not with every page.
  const [, setListLoaded] = useState(false);
  useEffect(() => {
    void import('../../../shared/data/common-passwords').then(() => setListLoaded(true));
  }, []);
  // The server's rule: a refused password (too short, too few distinct characters, too common) is too weak.
  const level = passwordLevel(password);
  const score = level === 'tooWeak' ? 0 : passwordScore(password);
  const colour = LEVEL_COLOURS[level];
  const empty = password === '';
  return (
    <Box id={id} className={classes.meter} data-testid="password-strength" data-level={empty ? 'empty' : level}>
      <div className={classes.bar} aria-hidden>
        {[1, 2, 3, 4, 5].map((segment) => (
          <span
            key={segment}
            className={classes.segment}
            style={{ background: !empty && segment <= Math.max(score, 1) ? colour : undefined }}
          />
        ))}
      </div>
      <Text size="xs" c="gray.7" mt={4} aria-live="polite">
        {t('label.password.strength.label')}:{' '}
        <Text span fw={700} size="xs" style={{ color: empty ? undefined : colour }}>
          {empty ? '–' : t(`label.password.strength.${level}`)}
        </Text>
      </Text>
    </Box>
  );
}
