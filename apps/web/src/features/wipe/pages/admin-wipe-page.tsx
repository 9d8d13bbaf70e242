import {
  WIPE_CONFIRMATION,
  type WipeEntity,
  wipeEntities,
  wipeEntityLabels,
  wipeMessages,
} from '@shop/shared/wipe';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SubmitButton } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageTitles } from '../../../lib/messages.ts';
import { useWipe } from '../hooks/use-wipe.ts';

const m = {
  intro: 'Wis alle gegevens van één soort, met wat ervan afhangt. Dit kan niet ongedaan worden gemaakt.',
  entity: 'Wat wil je wissen?',
  choose: 'Kies…',
  submit: 'Wissen',
  busy: 'Bezig met wissen…',
} as const;

/**
 * /admin/wipe: choose an entity, type WIPE, delete. The button is enabled only when an entity is
 * chosen, the word is exactly WIPE and no wipe is running (spec 4).
 */
export default function AdminWipePage() {
  const wipe = useWipe();
  const [entity, setEntity] = useState<WipeEntity | ''>('');
  const [word, setWord] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const ready = entity !== '' && word === WIPE_CONFIRMATION && !wipe.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setOutcome(null);
    try {
      const result = await wipe.mutateAsync(entity);
      setOutcome({ tone: 'success', text: result.message });
      setWord('');
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError && error.status < 500 ? error.message : wipeMessages.failed,
      });
    }
  };

  return (
    <section className="mx-auto max-w-xl">
      <PageHeading>{pageTitles.admin.wipe}</PageHeading>
      <p className="mb-6 text-stone-700">{m.intro}</p>
      <form onSubmit={submit} className="space-y-4 rounded-xl border border-red-200 bg-white p-5">
        <SelectField
          label={m.entity}
          value={entity}
          onChange={(event) => setEntity(event.target.value as WipeEntity | '')}
        >
          <option value="">{m.choose}</option>
          {wipeEntities.map((name) => (
            <option key={name} value={name}>
              {wipeEntityLabels[name]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={wipeMessages.confirm}
          value={word}
          autoComplete="off"
          onChange={(event) => setWord(event.target.value)}
        />
        <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>
        <SubmitButton variant="danger" busy={wipe.isPending} busyLabel={m.busy} disabled={!ready}>
          {m.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
