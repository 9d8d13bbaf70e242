import type { Nutrition } from '@shop/shared/nutrition';
import { nutritionFormNames } from '@shop/shared/nutrition-constants';
import { nutritionTableMessages as labels } from '../messages.ts';
import { formatAmount, nutritionRows } from '../nutrition-facts.ts';

/** What one serving of the product holds (decision 061): its form, servings and a table of the stated amounts. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const rows = nutritionRows(nutrition);
  const { form, servingSize, servingsPerPackage } = nutrition;
  return (
    <section aria-labelledby="product-nutrition" className="space-y-3">
      <h2 id="product-nutrition" className="text-xl">
        {labels.heading}
      </h2>
      {(form !== null || servingsPerPackage !== null) && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {form !== null && (
            <div className="flex gap-x-2">
              <dt className="font-semibold text-ink">{labels.form}:</dt>
              <dd className="text-stone-700">{nutritionFormNames[form]}</dd>
            </div>
          )}
          {servingsPerPackage !== null && (
            <div className="flex gap-x-2">
              <dt className="font-semibold text-ink">{labels.servingsPerPackage}:</dt>
              <dd className="text-stone-700">{servingsPerPackage}</dd>
            </div>
          )}
        </dl>
      )}
      {rows.length > 0 && (
        <table aria-labelledby="product-nutrition" className="w-full max-w-md text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-1.5 pr-4 font-semibold text-ink">
                {labels.nutrient}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold text-ink">
                {servingSize
                  ? labels.perServingOf(formatAmount(servingSize.amount, servingSize.unit))
                  : labels.perServing}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-stone-200">
                <th
                  scope="row"
                  className={`py-1.5 pr-4 ${row.part ? 'pl-4 font-normal text-stone-700' : 'font-medium text-ink'}`}
                >
                  {row.label}
                </th>
                <td className="py-1.5 text-right text-stone-700">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
