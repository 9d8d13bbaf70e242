import { type NotificationIcon as NotificationIconName, notificationIcon } from '@shop/shared/notification';
import type { LucideIcon } from 'lucide-react';
import Bell from 'lucide-react/icons/bell';
import Heart from 'lucide-react/icons/heart';
import Inbox from 'lucide-react/icons/inbox';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import Newspaper from 'lucide-react/icons/newspaper';
import Package from 'lucide-react/icons/package';
import Radio from 'lucide-react/icons/radio';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Reply from 'lucide-react/icons/reply';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash';

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
