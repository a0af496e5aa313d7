import { Link as RouterLink } from 'react-router';
import { useBrand } from '../shared/config/appConfigContext';
import { FOOTER_GROUPS } from './footerLinks';
import type { FooterLink } from './footerLinks';

function FooterAnchor({ link }: { link: FooterLink }) {
  // The playground and the reference are the bff's pages: a full load, never the router.
  return 'href' in link ? (
    <a className="shell-link shell-footer-link" href={link.href}>
      {link.label}
    </a>
  ) : (
    <RouterLink className="shell-link shell-footer-link" to={link.to}>
      {link.label}
    </RouterLink>
  );
}

/**
 * The end of every shell page: the public areas, the information and legal pages, contact and
 * the developer pages, in columns from 768 px and stacked below. Plain HTML with the shell's
 * static CSS (ui/shell.css), like the header: it is part of the first route.
 */
export function AppFooter() {
  const brand = useBrand();
  return (
    <footer className="shell-footer">
      <div className="shell-container">
        <nav aria-label="Footer" className="shell-footer-groups">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title} className="shell-footer-group">
              <h2 className="shell-footer-title">{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="shell-footer-copy">
          © {new Date().getFullYear()} {brand}
        </p>
      </div>
    </footer>
  );
}
