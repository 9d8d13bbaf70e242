import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountDeleteInput,
  accountDeleteSchema,
  accountDataMessages as t,
} from '@shop/shared/account-data';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormFailure } from '../../../lib/use-form-failure.ts';
import { deleteMyAccount, myDataAsJson, myDataAsPage } from '../api/account-data-api.ts';
import { showRefusal } from './credential-errors.ts';

/** 'Mijn gegevens': everything the shop keeps about me, to save as JSON or as a page (decision 063). */
export function MyDataPanel() {
  return (
    <Panel title={t.exportHeading}>
      <p className="mb-4 text-sm text-stone-700">{t.exportIntro}</p>
      <div className="flex flex-wrap gap-3">
        <DownloadButton fetchFile={myDataAsJson} failedText={t.exportFailed}>
          {t.exportJson}
        </DownloadButton>
        <DownloadButton fetchFile={myDataAsPage} failedText={t.exportFailed}>
          {t.exportReadable}
        </DownloadButton>
      </div>
    </Panel>
  );
}

/**
 * 'Account verwijderen': with the password and a confirmation; afterwards this browser forgets the
 * login and the login page says the account is gone. The server's refusals (a wrong password, an
 * order still under way, the last admin) show here.
 */
export function DeleteAccountPanel() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { failure, attempt } = useFormFailure();
  const form = useForm<AccountDeleteInput>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: { password: '' },
  });
  const field = fieldProps(form, { password: t.deletePassword });

  const submit = form.handleSubmit((values) => {
    if (!window.confirm(t.deleteConfirm)) return;
    return attempt(
      async () => {
        await deleteMyAccount(values);
        await logout();
        await navigate(paths.login(), { replace: true, state: { notice: t.deleted } });
      },
      // A 409 says why not yet (an order under way, the last admin): the shop's own words.
      (error) =>
        error instanceof ApiError && error.status === 409
          ? error.message
          : showRefusal(error, ['password'] as const, form.setError, t.deleteFailed),
    );
  });

  return (
    <Panel title={t.deleteHeading}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-stone-700">{t.deleteIntro}</p>
        <TextField {...field('password')} type="password" autoComplete="current-password" />
        <div aria-live="polite">{failure && <Alert>{failure}</Alert>}</div>
        <SubmitButton busy={form.formState.isSubmitting} variant="danger">
          {t.deleteSubmit}
        </SubmitButton>
      </form>
    </Panel>
  );
}
