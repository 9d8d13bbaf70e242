import { NavLink } from 'react-router';
import { adminNavLabels } from '../../lib/admin-nav-labels.ts';
import { layoutMessages } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import type { NavItem } from './nav-items.ts';

const adminNav: readonly NavItem[] = [
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

/**
 * The admin sub-navigation, shown to admins on /admin pages; scrolls sideways on small screens. A
 * chunk of its own, loaded with the admin's pages, never with a shopper's first page.
 */
export default function AdminNav() {
  return (
    <nav aria-label={layoutMessages.adminNav} className="surface-dark border-b border-stone-200 bg-ink">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:flex-wrap sm:px-6">
        {adminNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${
                  isActive ? 'bg-sand text-ink' : 'text-stone-100 hover:bg-white/10'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
