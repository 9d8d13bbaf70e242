import {
  type CheckInOutcome,
  checkInOutcomes,
  type GutTraining,
  gutTrainings,
  type SweatLevel,
  sweatLevels,
} from '@shop/shared/fuel-plan/choices';
import type { FuelPlanRequest, fuelPlanRequestSchema } from '@shop/shared/fuel-plan/input';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, SubmitButton } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { raceDistances } from '../../../lib/planner/race-name.ts';
import { plannerMessages as t } from '../messages.ts';

/** What the form holds: numbers as typed, so a half-typed value is never lost. */
export interface PlannerFields {
  distance: string;
  distanceKm: string;
  time: string;
  bodyWeightKg: string;
  temperatureC: string;
  sweat: SweatLevel | 'measured';
  sweatRate: string;
  gut: GutTraining;
  caffeineWanted: boolean;
  caffeineSensitive: boolean;
  lastCheckIn: CheckInOutcome | null;
}

export const emptyFields: PlannerFields = {
  distance: '42.2',
  distanceKm: '',
  time: '',
  bodyWeightKg: '',
  temperatureC: '15',
  sweat: 'medium',
  sweatRate: '',
  gut: 'trained',
  caffeineWanted: true,
  caffeineSensitive: false,
  lastCheckIn: null,
};

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** '3:45' → 225; '45' → 45 minutes; null when it cannot be read. */
export function minutesOf(time: string): number | null {
  const match = /^\s*(\d{1,2})(?:[:.u](\d{2}))?\s*$/.exec(time);
  if (!match) return null;
  return match[2] === undefined ? Number(match[1]) : Number(match[1]) * 60 + Number(match[2]);
}

/** The form's answers back from a request (a saved plan opened again). */
export function fieldsOf(request: FuelPlanRequest): PlannerFields {
  const known = raceDistances.find((d) => d.km === request.distanceKm);
  const minutes = request.durationMinutes;
  return {
    distance: request.distanceKm === null ? '' : known ? String(known.km) : 'other',
    distanceKm: request.distanceKm === null || known ? '' : String(request.distanceKm).replace('.', ','),
    time: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`,
    bodyWeightKg: String(request.bodyWeightKg).replace('.', ','),
    temperatureC: String(request.temperatureC).replace('.', ','),
    sweat: 'level' in request.sweat ? request.sweat.level : 'measured',
    sweatRate: 'rateLPerHour' in request.sweat ? String(request.sweat.rateLPerHour).replace('.', ',') : '',
    gut: request.gut,
    caffeineWanted: request.caffeine.wanted,
    caffeineSensitive: request.caffeine.sensitive,
    lastCheckIn: request.lastCheckIn,
  };
}

export type FieldErrors = Partial<
  Record<'distanceKm' | 'time' | 'bodyWeightKg' | 'temperatureC' | 'sweatRate', string>
>;

/**
 * Checks the answers with the shared schema (`schema`: loaded when the runner submits, so the page
 * itself carries no schema library); the request, or the Dutch message per field.
 */
export function toRequest(
  fields: PlannerFields,
  avoidProductIds: string[],
  schema: typeof fuelPlanRequestSchema,
): { request: FuelPlanRequest } | { errors: FieldErrors } {
  const minutes = minutesOf(fields.time);
  const distanceKm =
    fields.distance === ''
      ? null
      : fields.distance === 'other'
        ? number(fields.distanceKm)
        : Number(fields.distance);
  const parsed = schema.safeParse({
    durationMinutes: minutes ?? Number.NaN,
    distanceKm,
    bodyWeightKg: number(fields.bodyWeightKg),
    temperatureC: number(fields.temperatureC),
    sweat: fields.sweat === 'measured' ? { rateLPerHour: number(fields.sweatRate) } : { level: fields.sweat },
    gut: fields.gut,
    caffeine: { wanted: fields.caffeineWanted, sensitive: fields.caffeineWanted && fields.caffeineSensitive },
    avoidProductIds,
    lastCheckIn: fields.lastCheckIn,
  });
  if (parsed.success) return { request: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [first] = issue.path;
    const field =
      first === 'durationMinutes'
        ? 'time'
        : first === 'sweat'
          ? 'sweatRate'
          : first === 'distanceKm' || first === 'bodyWeightKg' || first === 'temperatureC'
            ? first
            : null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (minutes === null) errors.time = t.timeInvalid;
  return { errors };
}

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="size-5 accent-accent-600"
          />
          <label htmlFor={`${id}-${option.value}`} className="text-sm text-ink">
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The planner's questions; the answers are checked here with the shared schema before they go out. */
export function PlannerForm({
  fields,
  onChange,
  avoided,
  onAllow,
  onSubmit,
  busy,
  profileHint,
  checkInHint,
}: {
  fields: PlannerFields;
  onChange: (fields: PlannerFields) => void;
  avoided: readonly { id: string; title: string }[];
  onAllow: (id: string) => void;
  onSubmit: () => Promise<FieldErrors | null>;
  busy: boolean;
  profileHint: string | null;
  checkInHint: string | null;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (change: Partial<PlannerFields>) => onChange({ ...fields, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit().then((found) => setErrors(found ?? {}));
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t.formTitle}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.distance}
          value={fields.distance}
          onChange={(event) => set({ distance: event.target.value })}
          options={[
            ...raceDistances.map((d) => ({ value: String(d.km), label: d.label })),
            { value: 'other', label: t.distanceOther },
            { value: '', label: t.distanceNone },
          ]}
        />
        {fields.distance === 'other' && (
          <TextField
            label={t.distanceKm}
            inputMode="decimal"
            value={fields.distanceKm}
            onChange={(event) => set({ distanceKm: event.target.value })}
            error={errors.distanceKm}
          />
        )}
        <TextField
          label={t.time}
          hint={t.timeHint}
          inputMode="numeric"
          autoComplete="off"
          value={fields.time}
          onChange={(event) => set({ time: event.target.value })}
          error={errors.time}
          required
        />
        <TextField
          label={t.bodyWeight}
          inputMode="decimal"
          value={fields.bodyWeightKg}
          onChange={(event) => set({ bodyWeightKg: event.target.value })}
          error={errors.bodyWeightKg}
          required
        />
        <TextField
          label={t.temperature}
          inputMode="decimal"
          value={fields.temperatureC}
          onChange={(event) => set({ temperatureC: event.target.value })}
          error={errors.temperatureC}
          required
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-3">
          <RadioGroup
            legend={t.sweat}
            name="sweat"
            value={fields.sweat}
            options={[
              ...sweatLevels.map((level) => ({ value: level, label: t.sweatLevels[level] })),
              { value: 'measured' as const, label: t.sweatMeasured },
            ]}
            onChange={(sweat) => set({ sweat })}
          />
          {fields.sweat === 'measured' && (
            <TextField
              label={t.sweatRate}
              hint={t.sweatRateHint}
              inputMode="decimal"
              value={fields.sweatRate}
              onChange={(event) => set({ sweatRate: event.target.value })}
              error={errors.sweatRate}
            />
          )}
        </div>
        <div>
          <RadioGroup
            legend={t.gut}
            name="gut"
            value={fields.gut}
            options={gutTrainings.map((gut) => ({ value: gut, label: t.gutOptions[gut] }))}
            onChange={(gut) => set({ gut })}
          />
          {profileHint && <p className="mt-2 text-sm text-stone-600">{profileHint}</p>}
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-ink">{t.caffeine}</legend>
        <CheckboxField
          label={t.caffeineWanted}
          checked={fields.caffeineWanted}
          onChange={(event) => set({ caffeineWanted: event.target.checked })}
        />
        {fields.caffeineWanted && (
          <CheckboxField
            label={t.caffeineSensitive}
            checked={fields.caffeineSensitive}
            onChange={(event) => set({ caffeineSensitive: event.target.checked })}
          />
        )}
      </fieldset>
      <SelectField
        label={t.lastCheckIn}
        hint={checkInHint ?? t.lastCheckInHint}
        value={fields.lastCheckIn ?? ''}
        onChange={(event) =>
          set({ lastCheckIn: checkInOutcomes.find((outcome) => outcome === event.target.value) ?? null })
        }
        options={[
          { value: '', label: t.checkInOptions.none },
          ...checkInOutcomes.map((outcome) => ({ value: outcome, label: t.checkInOptions[outcome] })),
        ]}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t.avoided}</legend>
        {avoided.length === 0 ? (
          <p className="text-sm text-stone-600">{t.avoidedNone}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {avoided.map((product) => (
              <li key={product.id}>
                <Button
                  variant="secondary"
                  onClick={() => onAllow(product.id)}
                  aria-label={t.allow(product.title)}
                >
                  {product.title} ✕
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {hasErrors && <Alert>{t.fixErrors}</Alert>}
      <SubmitButton size="lg" busy={busy} busyLabel={t.submitting} className="w-full sm:w-auto">
        {t.submit}
      </SubmitButton>
    </form>
  );
}
