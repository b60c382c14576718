import { Checkbox, Select, SimpleGrid, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from '../../../../hooks/useFormText';
import { USER_FLAGS, USER_TEXT_FIELDS, type UserFormValues } from '../userForm';
import { useLevelOptions } from './userText';

/** The fields the account page labels already (the user's own profile); the agency's own fields are labelled here. */
const ACCOUNT_LABELLED: ReadonlySet<string> = new Set([
  ...USER_TEXT_FIELDS.person,
  ...USER_TEXT_FIELDS.address,
  ...USER_TEXT_FIELDS.reach,
]);

function Section({ title, children }: { title: string; children: ReactNode }) {
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
 * Every field of one user (spec 3 'User') in sections: account (e-mail = username, level, verification,
 * broker mark),
 * person and company, address, reachability, the agency's internal data, consents and interests.
 */
export function UserFormFields({ form, disabled }: { form: UseFormReturnType<UserFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const levelOptions = useLevelOptions();
  const label = (name: string) =>
    ACCOUNT_LABELLED.has(name)
      ? t(`account.fields.${name}` as 'account.fields.title')
      : t(`admin.benutzer.fields.${name}` as 'admin.benutzer.fields.email');
  const text = (name: keyof UserFormValues) => (
    <TextInput key={name} {...field(name)} label={label(name)} disabled={disabled} data-testid={`user-${name}`} />
  );

  return (
    <Stack gap="xl">
      <Section title={t('admin.benutzer.editor.sections.account')}>
        <TextInput
          {...field('email')}
          type="email"
          label={t('admin.benutzer.fields.email')}
          description={t('admin.benutzer.fields.emailHint')}
          withAsterisk
          disabled={disabled}
          data-testid="user-email"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            {...field('userlevel')}
            label={t('admin.benutzer.fields.userlevel')}
            description={t('admin.benutzer.fields.userlevelHint')}
            data={levelOptions}
            allowDeselect={false}
            disabled={disabled}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
            data-testid="user-userlevel"
          />
          <Switch
            {...field('verified', { type: 'checkbox' })}
            label={t('admin.benutzer.fields.verified')}
            description={t('admin.benutzer.fields.verifiedHint')}
            disabled={disabled}
            mt={{ sm: 'xl' }}
            data-testid="user-verified"
          />
        </SimpleGrid>
        <Switch
          {...field('makler', { type: 'checkbox' })}
          label={t('admin.benutzer.fields.makler')}
          description={t('admin.benutzer.fields.maklerHint')}
          disabled={disabled}
          data-testid="user-makler"
        />
      </Section>

      <Section title={t('account.profile.person')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {USER_TEXT_FIELDS.person.map(text)}
        </SimpleGrid>
      </Section>

      <Section title={t('account.profile.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {USER_TEXT_FIELDS.address.map(text)}
        </SimpleGrid>
      </Section>

      <Section title={t('account.profile.reach')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {USER_TEXT_FIELDS.reach.map(text)}
        </SimpleGrid>
      </Section>

      <Section title={t('admin.benutzer.editor.sections.agency')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('customerNumber')}
          {text('shortCode')}
        </SimpleGrid>
        <TagsInput
          {...field('countries')}
          label={t('admin.benutzer.fields.countries')}
          description={t('admin.benutzer.fields.countriesHint')}
          disabled={disabled}
          clearable
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
          data-testid="user-countries"
        />
        <TextInput
          {...field('photo')}
          label={t('admin.benutzer.fields.photo')}
          description={t('admin.benutzer.fields.photoHint')}
          disabled={disabled}
          data-testid="user-photo"
        />
        <Textarea
          {...field('remark')}
          label={t('admin.benutzer.fields.remark')}
          autosize
          minRows={2}
          maxRows={8}
          disabled={disabled}
          data-testid="user-remark"
        />
      </Section>

      <Section title={t('admin.benutzer.editor.sections.consents')}>
        {USER_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            {...field(flag, { type: 'checkbox' })}
            label={t(`admin.benutzer.fields.${flag}` as 'admin.benutzer.fields.email')}
            disabled={disabled}
            data-testid={`user-${flag}`}
          />
        ))}
      </Section>
    </Stack>
  );
}
