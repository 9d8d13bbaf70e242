import { adminNavLabels, navLabels } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
}

export const publicNav: readonly NavItem[] = [
  { to: paths.home(), label: navLabels.home, end: true },
  { to: paths.shop(), label: navLabels.shop },
  { to: paths.blog(), label: navLabels.blog },
  { to: paths.about(), label: navLabels.about },
  { to: paths.support(), label: navLabels.support },
  { to: paths.contact(), label: navLabels.contact },
];

export const adminNav: readonly NavItem[] = [
  { to: paths.admin.dashboard(), label: adminNavLabels.dashboard, end: true },
  { to: paths.admin.products(), label: adminNavLabels.products },
  { to: paths.admin.blogs(), label: adminNavLabels.blogs },
  { to: paths.admin.orders(), label: adminNavLabels.orders },
  { to: paths.admin.shipping(), label: adminNavLabels.shipping },
  { to: paths.admin.coupons(), label: adminNavLabels.coupons },
  { to: paths.admin.settings(), label: adminNavLabels.settings },
  { to: paths.admin.legalPages(), label: adminNavLabels.legalPages },
  { to: paths.admin.webhooks(), label: adminNavLabels.webhooks },
  { to: paths.admin.mail(), label: adminNavLabels.mail },
  { to: paths.admin.users(), label: adminNavLabels.users },
  { to: paths.admin.analytics(), label: adminNavLabels.analytics },
  { to: paths.admin.contact(), label: adminNavLabels.contact },
  { to: paths.admin.routeLocks(), label: adminNavLabels.routeLocks },
  { to: paths.admin.wipe(), label: adminNavLabels.wipe },
  { to: paths.admin.notifications(), label: adminNavLabels.notifications, end: true },
  { to: paths.admin.broadcast(), label: adminNavLabels.broadcast },
];
