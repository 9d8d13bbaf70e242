import { type Profile, profileMessages } from '@shop/shared/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useUpdateProfile } from '../hooks/use-profile.ts';
import { profilePageMessages as t } from '../messages.ts';

interface BasicData {
  firstName: string;
  lastName: string;
  phone: string;
}

/** First name, last name and phone (PUT /user/profile); the e-mail is shown but cannot be changed. */
export function BasicDataForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile();
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const { register, handleSubmit } = useForm<BasicData>({
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
  });

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await updateProfile.mutateAsync(values);
      setResult('saved');
    } catch {
      setResult('failed');
    }
  });

  return (
    <Panel title={t.basicData}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.firstName} autoComplete="given-name" {...register('firstName')} />
          <TextField label={t.lastName} autoComplete="family-name" {...register('lastName')} />
          <TextField label={t.phone} type="tel" autoComplete="tel" {...register('phone')} />
          <TextField label={t.email} type="email" value={profile.email} readOnly hint={t.emailReadOnly} />
        </div>
        <div aria-live="polite">
          {result === 'saved' && <Alert tone="success">{profileMessages.saved}</Alert>}
          {result === 'failed' && <Alert>{profileMessages.saveFailed}</Alert>}
        </div>
        <SubmitButton busy={updateProfile.isPending} busyLabel={t.saving}>
          {t.save}
        </SubmitButton>
      </form>
    </Panel>
  );
}
