import { Select, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEAKTIVIERUNGSGRUENDE, type Deaktivierungsgrund } from '../../../shared/domain/status';

/** Whether an action asks for a free-text reason: a rejection, and a deactivation for 'other'. */
export const needsReasonText = (aktion: string, grund: Deaktivierungsgrund | '') =>
  aktion === 'ablehnen' || (aktion === 'deaktivieren' && grund === 'sonstiges');

/**
 * The reason of a status change where the action needs one (spec 4: deactivation asks for a reason,
 * spec 3 'Deactivation reason'; a rejection names what is missing): the reason's code and its free text.
 */
export function ReasonFields({
  aktion,
  grund,
  onGrund,
  grundtext,
  onGrundtext,
  testId,
}: {
  aktion: string;
  grund: Deaktivierungsgrund | '';
  onGrund: (grund: Deaktivierungsgrund | '') => void;
  grundtext: string;
  onGrundtext: (text: string) => void;
  /** Prefix of the fields' test ids (`{testId}-grund`, `{testId}-grundtext`). */
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {aktion === 'deaktivieren' && (
        <Select
          label={t('objekt.editor.actions.grund')}
          placeholder={t('objekt.editor.selectPlaceholder')}
          withAsterisk
          value={grund || null}
          onChange={(v) => onGrund((v as Deaktivierungsgrund | null) ?? '')}
          data={DEAKTIVIERUNGSGRUENDE.map((g) => ({ value: g, label: t(`objekt.grund.${g}`) }))}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testId}-grund`}
        />
      )}
      {needsReasonText(aktion, grund) && (
        <Textarea
          label={t('objekt.editor.actions.begruendung')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={500}
          value={grundtext}
          onChange={(e) => onGrundtext(e.currentTarget.value)}
          data-testid={`${testId}-grundtext`}
        />
      )}
    </>
  );
}
