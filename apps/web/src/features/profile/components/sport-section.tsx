import { type Profile, profileMessages, sportDisciplines, sportLevels } from '@shop/shared/user';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { useUpdateProfile } from '../api/profile-api.ts';
import { sportMessages as t } from '../messages.ts';

type Sport = Profile['sport'];

function SportSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? null)}
        className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-ink"
      >
        <option value="">{t.none}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Discipline and level: each change is saved at once (PUT /user/profile with the sport only). */
export function SportSection({ sport }: { sport: Sport }) {
  const updateProfile = useUpdateProfile();
  const [current, setCurrent] = useState<Sport>(sport);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);

  const save = (change: Partial<Sport>) => {
    setCurrent((earlier) => ({ ...earlier, ...change }));
    setResult(null);
    updateProfile.mutate(
      { sport: change },
      { onSuccess: () => setResult('saved'), onError: () => setResult('failed') },
    );
  };

  return (
    <section aria-labelledby="sport" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="sport" className="mb-4 text-xl">
        {t.heading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SportSelect
          label={t.discipline}
          value={current.discipline}
          options={sportDisciplines}
          onChange={(discipline) => save({ discipline })}
        />
        <SportSelect
          label={t.level}
          value={current.level}
          options={sportLevels}
          onChange={(level) => save({ level })}
        />
      </div>
      <div aria-live="polite" className="mt-3">
        {result === 'saved' && <Alert tone="success">{t.saved}</Alert>}
        {result === 'failed' && <Alert>{profileMessages.saveFailed}</Alert>}
      </div>
    </section>
  );
}
