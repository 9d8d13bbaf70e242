import { type NotificationIcon as NotificationIconName, notificationIcon } from '@shop/shared/notification';
import {
  Bell,
  Heart,
  Inbox,
  type LucideIcon,
  Mail,
  MessageSquare,
  Newspaper,
  Package,
  Radio,
  RefreshCw,
  Reply,
  Send,
  Trash2,
} from 'lucide-react';

const icons: Record<NotificationIconName, LucideIcon> = {
  bell: Bell,
  heart: Heart,
  comment: MessageSquare,
  reply: Reply,
  mail: Mail,
  send: Send,
  package: Package,
  refresh: RefreshCw,
  trash: Trash2,
  publish: Newspaper,
  echo: Radio,
  inbox: Inbox,
};

/** The notification's icon (decorative); an unknown name shows a bell (spec 3). */
export function NotificationIcon({ icon, className = '' }: { icon: string; className?: string }) {
  const name = notificationIcon(icon);
  const Icon = icons[name];
  return <Icon aria-hidden size={20} data-icon={name} className={className} />;
}
