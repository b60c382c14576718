import { Alert, Button, Checkbox, Fieldset, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NACHRICHT_MAX, NACHRICHT_MIN } from '../../../../shared/domain/anfrage';
import { anfrageFormSchema } from '../../../../shared/schemas/anfrage';
import { useSendAnfrage } from '../../../data/anfrage';
import { ApiError } from '../../../data/client';
import { useFieldProps } from '../../../hooks/useFormText';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { describeApiError, fieldErrors } from '../../../lib/apiErrors';
import { CaptchaOnDemand } from '../../login/AltchaCaptcha';
import { type BannerError, ErrorBanner } from '../../login/ErrorBanner';
import { useCaptchaOnDemand } from '../../login/useCaptchaOnDemand';

const resolve = schemaResolver(anfrageFormSchema, { sync: true });

/**
 * The enquiry form (issue 25), loaded when first opened: message, phone (the profile's as a start) and the
 * consent to pass the contact on, checked with the shared rules before sending; every field disabled while
 * it is sent. An account younger than a day is asked for the captcha by the server, which then shows here.
 * Sent, the dialog says so; the limits and other refusals show as a banner.
 */
export default function AnfrageDialog({
  objektId,
  name,
  opened,
  onClose,
}: {
  objektId: string;
  /** The listing's name in the page language (the dialog's subtitle). */
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const send = useSendAnfrage(objektId);
  const captcha = useCaptchaOnDemand();
  const [error, setError] = useState<BannerError | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nachricht: '', telefon: user.phone ?? user.mobile ?? '', einwilligung: false },
    validate: resolve,
  });
  const field = useFieldProps(form);
  const busy = send.isPending;

  const submit = form.onSubmit(async (values) => {
    if (captcha.missing()) return;
    setError(null);
    try {
      await send.mutateAsync({ ...values, captcha: captcha.payload ?? undefined });
    } catch (cause) {
      captcha.afterAnswer(cause);
      const fields = fieldErrors(cause);
      if (cause instanceof ApiError && cause.code === 'captchaRequired') setError({ key: 'anfrage.captchaNeeded' });
      else if (cause instanceof ApiError && cause.code === 'captchaInvalid') captcha.flag('error.captchaInvalid');
      else if (fields) form.setErrors(fields);
      else setError(describeApiError(cause, 'error.generic'));
    }
  });

  const close = () => {
    onClose();
    // A sent enquiry leaves a fresh form behind for the next listing's dialog (this one stays mounted).
    if (send.isSuccess) {
      send.reset();
      form.reset();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('anfrage.title')}
      size="lg"
      closeOnClickOutside={!busy}
      data-testid="anfrage-dialog"
    >
      {send.isSuccess ? (
        <Stack gap="md">
          <Alert
            color="petrol"
            variant="light"
            icon={<IconCircleCheck size={22} aria-hidden />}
            title={t('anfrage.successTitle')}
            data-testid="anfrage-success"
          >
            {t('anfrage.successText')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close} data-testid="anfrage-done">
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('anfrage.title')}>
          <Fieldset variant="unstyled" disabled={busy}>
            <Stack gap="md">
              <Text size="sm" fw={700} c="brand.9" lang={lang}>
                {name}
              </Text>
              <Text size="sm" c="gray.7">
                {t('anfrage.intro')}
              </Text>
              <ErrorBanner error={error} testId="anfrage-error" />
              <Textarea
                {...field('nachricht')}
                label={t('anfrage.nachricht')}
                description={t('anfrage.nachrichtHint', { min: NACHRICHT_MIN, max: NACHRICHT_MAX })}
                required
                autosize
                minRows={5}
                maxRows={12}
                maxLength={NACHRICHT_MAX}
                data-autofocus
                data-testid="anfrage-nachricht"
              />
              <TextInput
                {...field('telefon')}
                label={t('anfrage.telefon')}
                type="tel"
                autoComplete="tel"
                data-testid="anfrage-telefon"
              />
              <Checkbox
                {...field('einwilligung', { type: 'checkbox' })}
                label={t('anfrage.einwilligung')}
                required
                data-testid="anfrage-einwilligung"
              />
              <CaptchaOnDemand captcha={captcha} lang={lang} disabled={busy} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={busy}>
                  {t('common.cancel')}
                </Button>
                <Button
                  type="submit"
                  loading={busy}
                  disabled={captcha.needed && !captcha.consented}
                  leftSection={<IconSend size={18} aria-hidden />}
                  data-testid="anfrage-submit"
                >
                  {t('anfrage.submit')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        </form>
      )}
    </Modal>
  );
}
