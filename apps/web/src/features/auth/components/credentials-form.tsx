import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginInput } from '@shop/shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authPageMessages } from '../../../lib/messages.ts';

interface CredentialsFormProps {
  /** The shared zod schema: it carries the spec's Dutch validation messages. */
  schema: z.ZodType<LoginInput, LoginInput>;
  submitLabel: string;
  busyLabel: string;
  failureMessage: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  onSubmit(values: LoginInput): Promise<void>;
}

/**
 * E-mail + password for login and register. The spec's failure alert on any failed request; only
 * for "too many attempts" (429) the server's own message, which says when to try again.
 */
export function CredentialsForm({
  schema,
  submitLabel,
  busyLabel,
  failureMessage,
  passwordAutoComplete,
  onSubmit,
}: CredentialsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : failureMessage);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {failure && <Alert>{failure}</Alert>}
      <TextField
        label={authPageMessages.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={authPageMessages.password}
        type="password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner />}
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
