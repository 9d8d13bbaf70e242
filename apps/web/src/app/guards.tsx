import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { paths } from '../lib/paths.ts';

/** Login-required pages: guests go to /login. */
export function RequireUser() {
  const { isLoggedIn, isRestoring } = useAuth();
  // A returning visitor's expired token is being refreshed: wait for it instead of sending them to /login.
  if (isRestoring) return null;
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.login()} replace />;
}

/** Admin pages: guests go to /login, logged-in non-admins to /. */
export function RequireAdmin() {
  const { isLoggedIn, isAdmin, isRestoring } = useAuth();
  if (isRestoring) return null;
  if (!isLoggedIn) return <Navigate to={paths.login()} replace />;
  return isAdmin ? <Outlet /> : <Navigate to={paths.home()} replace />;
}
