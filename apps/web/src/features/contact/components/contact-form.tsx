import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ContactForm as ContactFormValues,
  type ContactPriority,
  contactFormSchema,
  contactInputSchema,
  contactMessages,
  contactPriorities,
  contactPriorityLabels,
  parseTags,
} from '@shop/shared/contact';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { fieldProps } from '../../../lib/form-field-props.ts';
import { useMyMessage, useSendContactMessage } from '../hooks/use-contact.ts';
import { contactPageMessages as m } from '../messages.ts';

const priorityOptions = contactPriorities.map((priority) => ({
  value: priority,
  label: contactPriorityLabels[priority],
}));

/**
 * The contact form (/contact, /support?tab=new): the e-mail address only from guests; with a
 * `parentId` it is a follow-up of one of the user's messages ('Vervolg op:').
 */
export function ContactForm({ parentId }: { parentId?: string | undefined }) {
  const { isLoggedIn } = useAuth();
  const parent = useMyMessage(isLoggedIn ? parentId : undefined);
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { email: '', subject: '', message: '', tags: '', priority: 'normaal' },
  });
  const field = fieldProps(form, {
    email: m.email,
    subject: m.subject,
    message: m.message,
    tags: m.tags,
    priority: m.priority,
  });
  const original = parent.data;
  const [prefilled, setPrefilled] = useState<string | null>(null);
  if (original && prefilled !== original._id) {
    setPrefilled(original._id);
    form.reset({ ...form.getValues(), subject: original.subject, tags: original.tags.join(', ') });
  }

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    if (!isLoggedIn) {
      // Only a guest gives an address: required, and valid by the same rule as the API's.
      const emailError =
        values.email === ''
          ? contactMessages.emailRequired
          : contactInputSchema.shape.email.safeParse(values.email).success
            ? null
            : contactMessages.invalidEmail;
      if (emailError) {
        form.setError('email', { message: emailError });
        return;
      }
    }
    try {
      await send.mutateAsync({
        ...(isLoggedIn ? {} : { email: values.email }),
        subject: values.subject,
        message: values.message,
        tags: parseTags(values.tags),
        priority: values.priority as ContactPriority,
        ...(original ? { parentId: original._id } : {}),
      });
      form.reset({ email: '', subject: '', message: '', tags: '', priority: 'normaal' });
      setOutcome({ tone: 'success', text: contactMessages.sent });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.status < 500 ? error.message : contactMessages.sendFailed,
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
      {original && (
        <p className="rounded-lg bg-stone-100 px-4 py-3 text-sm">
          <span className="font-semibold">{contactMessages.followUpOf}</span> {original.subject}
        </p>
      )}
      {!isLoggedIn && <TextField type="email" autoComplete="email" inputMode="email" {...field('email')} />}
      <TextField {...field('subject')} />
      <TextAreaField rows={6} {...field('message')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField hint={m.tagsHint} {...field('tags')} />
        <SelectField options={priorityOptions} {...field('priority')} />
      </div>
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={m.sending}>
        {m.send}
      </SubmitButton>
    </form>
  );
}
