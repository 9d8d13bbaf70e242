import { navLabels } from '../../lib/messages.ts';
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

/** The footer's navigation: the public pages, and the race fuel planner (not in the spec's header). */
export const footerNav: readonly NavItem[] = [
  ...publicNav,
  { to: paths.planner(), label: navLabels.planner },
];
