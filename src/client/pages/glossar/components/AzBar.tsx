import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALPHABET, OTHER_LETTER } from '../../../lib/glossar';
import classes from '../Glossar.module.css';

/**
 * The A–Z jump bar: one button per letter that scrolls to its group; letters without entries (in the
 * current filter) are disabled. '#' appears only when some title starts with a digit or symbol.
 */
export function AzBar({ letters, onJump }: { letters: ReadonlySet<string>; onJump: (letter: string) => void }) {
  const { t } = useTranslation();
  const all = letters.has(OTHER_LETTER) ? [...ALPHABET, OTHER_LETTER] : ALPHABET;
  return (
    <nav aria-label={t('glossar.azLabel')} className={classes.az} data-testid="az-bar">
      {all.map((letter) => {
        const enabled = letters.has(letter);
        return (
          <UnstyledButton
            key={letter}
            className={classes.azLetter}
            disabled={!enabled}
            onClick={() => onJump(letter)}
            aria-label={enabled ? t('glossar.jumpTo', { letter }) : t('glossar.letterEmpty', { letter })}
            data-testid={`az-${letter}`}
          >
            {letter}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
