/**
 * Unread notifications for the header badge (the badge shows only when above 0).
 * Placeholder: the notifications issue replaces the body with a query on GET /notifications/my
 * (counting isRead false) plus the server-sent event stream; the header needs no change.
 */
export function useUnreadNotificationCount(): number {
  return 0;
}
