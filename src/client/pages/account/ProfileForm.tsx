import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANDATORY_PROFILE_FIELDS } from '../../../shared/domain/account';
import { unternehmensgroessen, vorhaben } from '../../../shared/domain/foerderung';
import { profileSchema } from '../../../shared/schemas/auth';
import type { Userdata } from '../../../shared/schemas/user';
import { useUpdateProfile } from '../../data/account';
import { useFieldProps } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { describeApiError, fieldErrors } from '../../lib/apiErrors';
import { type BannerError, ErrorBanner } from '../login/ErrorBanner';
import { type ProfileValues, profileBodyOf, profileValuesOf } from './profileValues';

const resolve = schemaResolver(profileSchema, { sync: true });
const MANDATORY: ReadonlySet<string> = new Set(MANDATORY_PROFILE_FIELDS);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} c="brand.9" mb={4} p={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Every profile field of spec 3 the user edits (PUT /api/account with the shared profileSchema):
 * person and company, address with a 4-digit postal code, phone, consents and interests. The e-mail
 * is the username and read-only. The company profile (size, planned projects) ranks a site's funding
 * programmes. Mandatory fields (profile completion, spec 2) carry an asterisk.
 */
export function ProfileForm({ user }: { user: Userdata }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdateProfile();
  const busy = update.isPending;
  const [error, setError] = useState<BannerError | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValuesOf(user),
    validate: (values) => resolve(profileBodyOf(values)),
  });
  const field = useFieldProps(form);
  const text = (name: keyof ProfileValues, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      {...field(name)}
      label={t(`account.fields.${name}`)}
      withAsterisk={MANDATORY.has(name)}
      disabled={busy}
      data-testid={`profile-${name}`}
      {...extra}
    />
  );
  const flag = (name: keyof ProfileValues) => (
    <Checkbox
      {...field(name, { type: 'checkbox' })}
      label={t(`account.fields.${name}`)}
      disabled={busy}
      data-testid={`profile-${name}`}
    />
  );

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync(profileBodyOf(values));
      form.setInitialValues(values);
      form.resetDirty(values);
      notifications.show({ message: t('account.profile.saved'), color: 'petrol' });
    } catch (cause) {
      const fields = fieldErrors(cause);
      if (fields) form.setErrors(fields);
      setError(describeApiError(cause, 'error.savingFailed'));
    }
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby="profile-title">
      <Title id="profile-title" order={2} size="h3" c="brand.9" mb="lg">
        {t('account.profile.title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <TextInput
            label={t('account.profile.email')}
            description={t('account.profile.emailHint')}
            value={user.email ?? user.username ?? ''}
            readOnly
            variant="filled"
            data-testid="profile-email"
          />
          <Section title={t('account.profile.person')}>
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 3 }}>{text('title')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4.5 }}>{text('firstName', { autoComplete: 'given-name' })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4.5 }}>{text('lastName', { autoComplete: 'family-name' })}</Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('companyName', { autoComplete: 'organization' })}
              {text('contactPerson')}
            </SimpleGrid>
          </Section>
          <Section title={t('account.profile.address')}>
            {text('address', { autoComplete: 'street-address' })}
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 3 }}>
                {text('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 4 })}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>{text('city', { autoComplete: 'address-level2' })}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                {text('country', { autoComplete: 'country-name', placeholder: t('common.country') })}
              </Grid.Col>
            </Grid>
          </Section>
          <Section title={t('account.profile.reach')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('phone', { type: 'tel', autoComplete: 'tel' })}
              {text('mobile', { type: 'tel', autoComplete: 'tel' })}
            </SimpleGrid>
          </Section>
          <Section title={t('account.profile.firma')}>
            <Text size="sm" c="dimmed">
              {t('account.profile.firmaHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                {...field('unternehmensgroesse')}
                label={t('account.fields.unternehmensgroesse')}
                placeholder={t('account.profile.firmaKeine')}
                data={unternehmensgroessen.map((c) => ({ value: c.code, label: c[lang] }))}
                clearable
                disabled={busy}
                comboboxProps={{ withinPortal: true }}
                data-testid="profile-unternehmensgroesse"
              />
              <MultiSelect
                {...field('vorhaben')}
                label={t('account.fields.vorhaben')}
                placeholder={form.values.vorhaben.length ? undefined : t('account.profile.firmaKeine')}
                data={vorhaben.map((c) => ({ value: c.code, label: c[lang] }))}
                clearable
                hidePickedOptions
                disabled={busy}
                comboboxProps={{ withinPortal: true }}
                data-testid="profile-vorhaben"
              />
            </SimpleGrid>
          </Section>
          <Section title={t('account.profile.interests')}>
            {flag('interestLocationSearch')}
            {flag('interestFunding')}
            {flag('isPropertyOwner')}
          </Section>
          <Section title={t('account.profile.consents')}>
            {flag('newsletterConsent')}
            {flag('informationConsent')}
          </Section>
          {error && error.key !== 'error.invalidRequest' && <ErrorBanner error={error} testId="profile-error" />}
          {error?.key === 'error.invalidRequest' && (
            <Alert color="red" variant="light" role="alert" data-testid="profile-error">
              {t('error.savingFailed')}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('account.profile.mandatoryNote')}
            </Text>
            <Button
              type="submit"
              loading={busy}
              disabled={!form.isDirty()}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="profile-save"
            >
              {t('account.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
