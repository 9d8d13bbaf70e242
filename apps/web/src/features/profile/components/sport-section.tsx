import { type Profile, profileMessages, sportDisciplines, sportLevels } from '@shop/shared/user';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useUpdateProfile } from '../hooks/use-profile.ts';
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
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? null)}
      options={[{ value: '', label: t.none }, ...options.map((option) => ({ value: option, label: option }))]}
    />
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
    <Panel title={t.heading}>
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
    </Panel>
  );
}
