import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { notificationMessages } from '../messages.ts';

/** A path on this site ('/blog/x#comment-1'), as opposed to a full URL elsewhere. */
const isInternalPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** 'Details': a router link for paths on this site, a plain link for other sites. */
export function NotificationDetailsLink({
  link,
  describedBy,
  onOpen,
  newTab = false,
}: {
  link: string;
  /** The id of the notification's title, so 'Details' is not ambiguous for screen readers. */
  describedBy: string;
  onOpen?: () => void;
  /** Open in a new tab (an admin looking at someone else's notifications keeps their list). */
  newTab?: boolean;
}) {
  const className = buttonClass('secondary');
  if (newTab) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-describedby={describedBy}
      >
        {notificationMessages.details}
      </a>
    );
  }
  return isInternalPath(link) ? (
    <Link to={link} onClick={onOpen} className={className} aria-describedby={describedBy}>
      {notificationMessages.details}
    </Link>
  ) : (
    <a
      href={link}
      onClick={onOpen}
      className={className}
      aria-describedby={describedBy}
      rel="noopener noreferrer"
    >
      {notificationMessages.details}
    </a>
  );
}
