import { Activity, Camera, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { brand, layoutMessages } from '../../lib/messages.ts';
import { publicNav } from './nav-items.ts';

const linkClass = 'rounded-sm hover:text-white hover:underline';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark mt-16 bg-ink text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-black text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {brand.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">{brand.tagline}</p>
        </div>
        <nav aria-label={layoutMessages.footerNav}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {publicNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6 text-sm">
          <div>
            <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-200">
              {layoutMessages.footerContact}
            </h2>
            <a
              href={`mailto:${brand.contactEmail}`}
              className={`inline-flex items-center gap-2 ${linkClass}`}
            >
              <Mail size={16} aria-hidden />
              {brand.contactEmail}
            </a>
          </div>
          <div>
            <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-200">
              {layoutMessages.footerFollow}
            </h2>
            <ul className="space-y-2">
              <li>
                <a
                  href={brand.instagramUrl}
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Camera size={16} aria-hidden />
                  {layoutMessages.instagram}
                </a>
              </li>
              <li>
                <a
                  href={brand.stravaUrl}
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Activity size={16} aria-hidden />
                  {layoutMessages.strava}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-stone-300">
        {layoutMessages.copyright(year)}
      </p>
    </footer>
  );
}
