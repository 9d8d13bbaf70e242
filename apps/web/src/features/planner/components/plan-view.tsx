import type { FuelPlanResponse } from '@shop/shared/fuel-plan/api';
import { durationText, nl, servingsText } from '@shop/shared/fuel-plan/format';
import { type FuelSourceKey, fuelSources } from '@shop/shared/fuel-plan/sources';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { plannerArticles, plannerMessages as t } from '../messages.ts';

type Plan = FuelPlanResponse['plan'];
type TargetKey = keyof typeof t.targetNames;
const targetKeys: TargetKey[] = ['carbohydrate', 'fluid', 'sodium', 'caffeine'];

const range = ({ min, max }: { min: number; max: number }, unit: string) =>
  min === max ? `${nl(min)} ${unit}` : `${nl(min)}–${nl(max)} ${unit}`;

/** The guidance a number rests on, as a short citation that points to the list of sources. */
function Source({ source }: { source: FuelSourceKey }) {
  return (
    <p className="mt-2 text-xs text-stone-600">
      {t.source}: <a href={`#bron-${source}`}>{fuelSources[source].short}</a>
    </p>
  );
}

function Targets({ plan }: { plan: Plan }) {
  return (
    <section aria-labelledby="planner-targets" className="space-y-4">
      <h2 id="planner-targets" className="text-2xl">
        {t.targetsTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {targetKeys.map((key) => {
          const target = plan.targets[key];
          const article = plannerArticles[key];
          return (
            <li
              key={key}
              className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs print:shadow-none"
            >
              <h3 className="text-lg font-semibold">{t.targetNames[key]}</h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {target.perHour ? (
                  <>
                    <dt className="text-stone-600">{t.perHour}</dt>
                    <dd className="font-semibold">{range(target.perHour, target.unit)}</dd>
                    <dt className="text-stone-600">{t.wholeRace}</dt>
                    <dd className="font-semibold">{range(target.total, target.unit)}</dd>
                  </>
                ) : (
                  <>
                    <dt className="text-stone-600">{t.caffeineWhole}</dt>
                    <dd className="font-semibold">{range(target.total, target.unit)}</dd>
                  </>
                )}
                <dt className="text-stone-600">{t.aim}</dt>
                <dd className="font-semibold">
                  {nl(target.aim)} {target.unit}
                  {target.perHour ? ` ${t.perHour.toLowerCase()}` : ''}
                </dd>
              </dl>
              <p className="mt-2 text-sm leading-relaxed text-stone-800">{target.explanation}</p>
              <Source source={target.source} />
              <p className="mt-1 text-xs print:hidden">
                <Link to={paths.blogPost(article.slug)} className="underline">
                  {t.readMore}: {article.title}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t.sweatTitle}</h3>
          <p className="text-sm">
            {t.sweatRateValue(nl(plan.targets.sweatRate.litresPerHour), plan.targets.sweatRate.measured)}
          </p>
          <p className="text-sm text-stone-800">{plan.targets.sweatRate.explanation}</p>
          <Source source={plan.targets.sweatRate.source} />
        </div>
        {plan.targets.carbohydrateMix && (
          <div>
            <h3 className="font-semibold">{t.mixTitle}</h3>
            <p className="text-sm text-stone-800">{plan.targets.carbohydrateMix.explanation}</p>
            <Source source={plan.targets.carbohydrateMix.source} />
          </div>
        )}
      </div>
    </section>
  );
}

function Timeline({
  plan,
  onAvoid,
}: {
  plan: Plan;
  onAvoid: ((id: string, title: string) => void) | undefined;
}) {
  return (
    <section aria-labelledby="planner-timeline" className="space-y-3">
      <h2 id="planner-timeline" className="text-2xl">
        {t.timelineTitle}
      </h2>
      {plan.timeline.length === 0 ? (
        <p>{t.timelineEmpty}</p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {plan.timeline.map((step) => (
            <li key={step.minute} className="grid gap-2 p-3 sm:grid-cols-[7rem_1fr] print:break-inside-avoid">
              <p className="font-semibold">{t.atMinute(durationText(step.minute))}</p>
              <div className="space-y-1">
                <ul className="space-y-1">
                  {step.items.map((item) => (
                    <li
                      key={`${item.productId}-${item.purpose}`}
                      className="flex flex-wrap items-center gap-2"
                    >
                      <span className="font-medium">{t.take(servingsText(item.servings), item.title)}</span>
                      {onAvoid && (
                        <Button
                          variant="ghost"
                          className="text-xs underline print:hidden"
                          onClick={() => onAvoid(item.productId, item.title)}
                          aria-label={t.avoidLabel(item.title)}
                        >
                          {t.avoid}
                        </Button>
                      )}
                      <span className="basis-full text-sm text-stone-700 print:hidden">
                        {item.explanation}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="text-sm">
                  <span className="font-medium">{t.water(step.water.ml)}</span>
                  {step.water.ml > 0 && (
                    <span className="text-stone-700 print:hidden"> — {step.water.explanation}</span>
                  )}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm">
        <span className="font-semibold">{t.deliveredTitle}: </span>
        {t.delivered(
          nl(plan.delivered.carbohydrateG),
          plan.delivered.fluidMl,
          plan.delivered.sodiumMg,
          plan.delivered.caffeineMg,
        )}
      </p>
    </section>
  );
}

function ExplainedList({
  title,
  items,
}: {
  title: string;
  items: readonly { explanation: string; source: FuelSourceKey }[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h2 className="text-xl">{title}</h2>
      <ul className="list-disc space-y-2 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.explanation}>
            {item.explanation}{' '}
            <span className="text-xs text-stone-600">
              ({t.source}: <a href={`#bron-${item.source}`}>{fuelSources[item.source].short}</a>)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every source the plan cites, with its full citation. */
function Sources() {
  return (
    <section aria-labelledby="planner-sources" className="space-y-2">
      <h2 id="planner-sources" className="text-xl">
        {t.sourcesTitle}
      </h2>
      <ul className="space-y-2 text-sm text-stone-700">
        {Object.entries(fuelSources).map(([key, source]) => (
          <li key={key} id={`bron-${key}`}>
            <span className="font-semibold">{source.short}</span>: {source.citation}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A plan as the rules made it: every target with its explanation and source, and the timeline. */
export function PlanView({
  result,
  onAvoid,
}: {
  result: FuelPlanResponse;
  onAvoid?: (id: string, title: string) => void;
}) {
  const { plan } = result;
  return (
    <div className="space-y-8 print:space-y-2">
      {plan.adjustment && <ExplainedList title={t.adjustmentTitle} items={[plan.adjustment]} />}
      <Targets plan={plan} />
      <Timeline plan={plan} onAvoid={onAvoid} />
      <ExplainedList title={t.substitutionsTitle} items={plan.substitutions} />
      <ExplainedList title={t.notesTitle} items={plan.notes} />
      <Sources />
    </div>
  );
}
