import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import Package from 'lucide-react/icons/package';
import Scale from 'lucide-react/icons/scale';
import Send from 'lucide-react/icons/send';
import Settings from 'lucide-react/icons/settings';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Trash2 from 'lucide-react/icons/trash';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import Webhook from 'lucide-react/icons/webhook';
import { useId } from 'react';
import { Link } from 'react-router';
import { adminNavLabels } from '../../../lib/admin-nav-labels.ts';
import { paths } from '../../../lib/paths.ts';
import { adminDashboardDescriptions as about, dashboardMessages as m } from '../messages.ts';

const tiles: { label: string; description: string; to: string; icon: LucideIcon }[] = [
  { label: adminNavLabels.products, description: about.products, to: paths.admin.products(), icon: Package },
  { label: adminNavLabels.blogs, description: about.blogs, to: paths.admin.blogs(), icon: FileText },
  { label: adminNavLabels.orders, description: about.orders, to: paths.admin.orders(), icon: ShoppingBag },
  { label: adminNavLabels.shipping, description: about.shipping, to: paths.admin.shipping(), icon: Truck },
  {
    label: adminNavLabels.coupons,
    description: about.coupons,
    to: paths.admin.coupons(),
    icon: TicketPercent,
  },
  { label: adminNavLabels.settings, description: about.settings, to: paths.admin.settings(), icon: Settings },
  {
    label: adminNavLabels.legalPages,
    description: about.legalPages,
    to: paths.admin.legalPages(),
    icon: Scale,
  },
  { label: adminNavLabels.users, description: about.users, to: paths.admin.users(), icon: Users },
  { label: adminNavLabels.contact, description: about.contact, to: paths.admin.contact(), icon: Mail },
  {
    label: adminNavLabels.analytics,
    description: about.analytics,
    to: paths.admin.analytics(),
    icon: BarChart3,
  },
  { label: adminNavLabels.webhooks, description: about.webhooks, to: paths.admin.webhooks(), icon: Webhook },
  { label: adminNavLabels.mail, description: about.mail, to: paths.admin.mail(), icon: Send },
  { label: adminNavLabels.wipe, description: about.wipe, to: paths.admin.wipe(), icon: Trash2 },
];

/** A tile for each part the admin manages (spec 2). */
export function AdminTiles() {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-xl">
        {m.manageTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200 transition-shadow hover:shadow-lg focus-visible:outline-2"
            >
              <Icon aria-hidden className="size-6 text-accent-700" />
              <span className="text-lg font-semibold text-ink">{label}</span>
              <span className="text-sm text-stone-600">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
