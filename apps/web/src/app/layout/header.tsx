import { roleLabels } from '@shop/shared/auth-constants';
import Bell from 'lucide-react/icons/bell';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import User from 'lucide-react/icons/user';
import X from 'lucide-react/icons/x';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useCartItemCount } from '../../lib/cart/cart-store.ts';
import { brand, layoutMessages, navLabels } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { publicNav } from './nav-items.ts';

const NAV_ID = 'main-nav';

/** Loaded once someone is signed in: the notification code stays out of a guest's first load. */
const UnreadNotificationCount = lazy(
  () => import('../../features/notifications/components/unread-notification-count.tsx'),
);

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-accent-50 text-accent-700' : 'text-ink hover:bg-stone-100'
  }`;

/**
 * A count next to a link, shown only when above 0; with a label screen readers hear e.g.
 * '3 ongelezen' or '1 artikel' (without one the link's own name already says it).
 */
function CountBadge({ count, label }: { count: number; label?: (count: number) => string }) {
  if (count <= 0) return null;
  return (
    <span className="min-w-5 rounded-full bg-accent-600 px-1.5 text-center text-xs font-bold leading-5 text-white">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      {label && <span className="sr-only"> {label(count)}</span>}
    </span>
  );
}

function Item({
  to,
  end,
  title,
  onClick,
  children,
}: {
  to: string;
  end?: boolean;
  /** Tooltip where the label is visually hidden (icon-only links on mid-size screens). */
  title?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} title={title} onClick={onClick} className={navLinkClass}>
        {children}
      </NavLink>
    </li>
  );
}

export function Header() {
  const { isLoggedIn, isAdmin, role, userEmail, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const cartCount = useCartItemCount();

  // The mobile menu closes on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Leave the page first, so a login-required page does not send the user to /login on its way out.
  const onLogout = async () => {
    close();
    await navigate(paths.home());
    await logout();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={paths.home()}
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-black tracking-tight text-ink"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {brand.name}
        </Link>
        {isLoggedIn && (
          // On phones the cart and its count stay in sight with the menu closed.
          <Link
            to={paths.cart()}
            aria-label={layoutMessages.cartShortcut(cartCount)}
            className="ml-auto flex items-center gap-1 rounded-md p-2 text-ink hover:bg-stone-100 xl:hidden"
          >
            <ShoppingCart size={20} aria-hidden />
            <CountBadge count={cartCount} />
          </Link>
        )}
        <button
          ref={menuButton}
          type="button"
          className="rounded-md p-2 text-ink hover:bg-stone-100 xl:hidden"
          aria-expanded={open}
          aria-controls={NAV_ID}
          aria-label={open ? layoutMessages.closeMenu : layoutMessages.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
        <nav
          id={NAV_ID}
          aria-label={layoutMessages.mainNav}
          className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto border-b border-stone-200 bg-white px-4 pb-6 pt-2 shadow-lg xl:static xl:flex xl:max-h-none xl:flex-1 xl:flex-row xl:items-center xl:justify-between xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
        >
          <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
            {publicNav.map((item) => (
              <Item key={item.to} to={item.to} end={item.end} onClick={close}>
                {item.label}
              </Item>
            ))}
            {isAdmin && (
              <Item to={paths.admin.dashboard()} onClick={close}>
                {navLabels.admin}
              </Item>
            )}
          </ul>
          <ul className="flex flex-col gap-1 border-t border-stone-200 pt-2 xl:flex-row xl:items-center xl:border-0 xl:pt-0">
            {isLoggedIn ? (
              <>
                <Item to={paths.notifications()} onClick={close} title={navLabels.notifications}>
                  <Bell size={18} aria-hidden />
                  <span className="xl:sr-only">{navLabels.notifications}</span>
                  <Suspense fallback={null}>
                    <UnreadNotificationCount>
                      {(count) => <CountBadge count={count} label={layoutMessages.unreadCount} />}
                    </UnreadNotificationCount>
                  </Suspense>
                </Item>
                <Item to={paths.cart()} onClick={close} title={navLabels.cart}>
                  <ShoppingCart size={18} aria-hidden />
                  <span className="xl:sr-only">{navLabels.cart}</span>
                  <CountBadge count={cartCount} label={layoutMessages.cartItemCount} />
                </Item>
                <Item to={paths.profile()} onClick={close}>
                  {navLabels.profile}
                </Item>
                <li className="flex items-center gap-1 xl:ml-2">
                  <span
                    className="flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700"
                    title={userEmail ? layoutMessages.loggedInAs(userEmail) : undefined}
                  >
                    {isAdmin ? (
                      <ShieldCheck size={14} aria-hidden className="text-teal-brand" />
                    ) : (
                      <User size={14} aria-hidden />
                    )}
                    <span>{role && roleLabels[role]}</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => void onLogout()}
                    className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-accent-700 hover:bg-stone-100"
                  >
                    <LogOut size={16} aria-hidden />
                    {layoutMessages.logout}
                  </button>
                </li>
              </>
            ) : (
              <>
                <Item to={paths.login()} onClick={close}>
                  {navLabels.login}
                </Item>
                <li>
                  <NavLink
                    to={paths.register()}
                    onClick={close}
                    className={({ isActive }) =>
                      `flex items-center rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
                        isActive ? 'bg-accent-700 text-white' : 'bg-accent-600 text-white hover:bg-accent-700'
                      }`
                    }
                  >
                    {navLabels.register}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
