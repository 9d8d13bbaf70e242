import type { LegalPageSlug } from '@shop/shared/legal-page-constants';
import { currentShopYear } from '@shop/shared/locale';
import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Camera from 'lucide-react/icons/camera';
import Mail from 'lucide-react/icons/mail';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand, layoutMessages, legalPageLabels } from '../../lib/messages.ts';
import { paths } from '../../lib/paths.ts';
import { footerNav } from './nav-items.ts';

const linkClass = 'rounded-sm hover:text-white hover:underline';

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-200">{title}</h2>
      {children}
    </div>
  );
}

/** A link with its icon; links to other sites open without handing them this page. */
function IconLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <a
      href={href}
      rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}
      className={`inline-flex items-center gap-2 ${linkClass}`}
    >
      <Icon size={16} aria-hidden />
      {children}
    </a>
  );
}

/** The legal pages, in the order of their labels (the shared list's); no shared module on the first load. */
const legalPages = Object.keys(legalPageLabels) as LegalPageSlug[];

export function Footer() {
  const year = currentShopYear();
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
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6 text-sm">
          <FooterGroup title={layoutMessages.footerContact}>
            <IconLink href={`mailto:${brand.contactEmail}`} icon={Mail}>
              {brand.contactEmail}
            </IconLink>
          </FooterGroup>
          <FooterGroup title={layoutMessages.footerFollow}>
            <ul className="space-y-2">
              <li>
                <IconLink href={brand.instagramUrl} icon={Camera}>
                  {layoutMessages.instagram}
                </IconLink>
              </li>
              <li>
                <IconLink href={brand.stravaUrl} icon={Activity}>
                  {layoutMessages.strava}
                </IconLink>
              </li>
            </ul>
          </FooterGroup>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-xs text-stone-300">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 sm:flex-row sm:justify-between sm:px-6">
          <p>{layoutMessages.copyright(year)}</p>
          <nav aria-label={layoutMessages.footerLegal}>
            <ul className="flex flex-wrap justify-center gap-x-5">
              {legalPages.map((slug) => (
                <li key={slug}>
                  <Link to={paths.legalPage(slug)} className={`inline-block py-1.5 ${linkClass}`}>
                    {legalPageLabels[slug]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
