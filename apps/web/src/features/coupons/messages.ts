import type { Coupon } from '@shop/shared/coupon';
import { countOf } from '@shop/shared/locale';

/** Dutch text of the admin's coupon screen (the rules' messages live in @shop/shared/coupon). */
export const couponFormMessages = {
  code: 'Code',
  codeHint:
    'Letters, cijfers, - en _. Klanten mogen hem in kleine letters typen; hij wordt in hoofdletters bewaard.',
  kind: 'Soort korting',
  percentOff: 'Percentage (%)',
  amountOff: 'Bedrag (€)',
  validFrom: 'Geldig vanaf',
  validFromHint: 'Leeg: meteen.',
  validTo: 'Geldig tot en met',
  validToHint: 'Leeg: zonder einddatum.',
  minimumOrder: 'Minimaal bestelbedrag (€)',
  minimumOrderHint: 'Leeg: elk bedrag. Gerekend over de producten (na hun eigen korting), zonder verzending.',
  usageLimit: 'Maximaal aantal keer',
  usageLimitHint: 'Leeg: onbeperkt. Bestellingen die nog op betaling wachten tellen mee.',
  perCustomerLimit: 'Maximaal per klant',
  perCustomerLimitHint: 'Leeg: onbeperkt.',
  firstOrderOnly: 'Alleen voor de eerste bestelling van een klant',
  isActive: 'Actief',
  create: 'Kortingscode toevoegen',
  save: 'Opslaan',
  saving: 'Bezig met opslaan...',
  cancel: 'Annuleren',
} as const;

export const couponPageMessages = {
  newCoupon: 'Nieuwe kortingscode',
  editCoupon: (coupon: Coupon) => `${coupon.code} bewerken`,
  coupons: 'Alle kortingscodes',
  filtersTitle: 'Kortingscodes zoeken',
  codeFilter: 'Code bevat',
  resultCount: (count: number) => countOf(count, 'kortingscode', 'kortingscodes'),
  columns: {
    code: 'Code',
    discount: 'Korting',
    period: 'Geldig',
    conditions: 'Voorwaarden',
    used: 'Gebruikt',
    status: 'Status',
    actions: 'Acties',
  },
  freeShipping: 'Gratis verzending',
  always: 'Altijd',
  from: (day: string) => `Vanaf ${day}`,
  until: (day: string) => `T/m ${day}`,
  between: (from: string, to: string) => `${from} t/m ${to}`,
  minimum: (amount: string) => `Vanaf ${amount}`,
  perCustomer: (limit: number) => `${limit}× per klant`,
  firstOrder: 'Eerste bestelling',
  none: '-',
  used: (times: number, limit: number | null) => (limit === null ? String(times) : `${times} van ${limit}`),
  active: 'actief',
  inactive: 'niet actief',
  edit: 'Bewerken',
  /** The button's text comes first in its name, as a speaking user says it. */
  editLabel: (coupon: Coupon) => `Bewerken: ${coupon.code}`,
  delete: 'Verwijderen',
  deleteLabel: (coupon: Coupon) => `Verwijderen: ${coupon.code}`,
} as const;
