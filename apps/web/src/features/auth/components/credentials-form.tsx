import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginInput } from '@shop/shared/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { authPageMessages } from '../messages.ts';

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
  const { failure, attempt } = useFormFailure();
  const form = useForm<LoginInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const field = fieldProps(form, authPageMessages);

  const submit = form.handleSubmit((values) =>
    attempt(
      () => onSubmit(values),
      (error) => (error instanceof ApiError && error.status === 429 ? error.message : failureMessage),
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {failure && <Alert>{failure}</Alert>}
      <TextField {...field('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...field('password')} type="password" autoComplete={passwordAutoComplete} />
      <SubmitButton size="lg" busy={form.formState.isSubmitting} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
