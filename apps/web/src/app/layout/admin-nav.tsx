import { NavLink } from 'react-router';
import { layoutMessages } from '../../lib/messages.ts';
import { adminNav } from './nav-items.ts';

/** The admin sub-navigation, shown to admins on /admin pages; scrolls sideways on small screens. */
export function AdminNav() {
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
