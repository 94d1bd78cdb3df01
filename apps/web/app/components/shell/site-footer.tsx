import { type SocialNetwork, socialNetworks } from '@shop/contracts/social-networks';
import type { NewsletterSettings, SocialLinks as SocialLinkSettings } from '@shop/contracts/store-settings';
import type { PaymentIcon, ShippingIcon, TrustMark } from '@shop/domain/stores';
import { useId, useState } from 'react';
import { badgeNames } from '../../lib/badge-names.ts';
import { companyName } from '../../lib/footer-config.ts';
import { useStorePath } from '../../lib/shell-links.ts';
import { useShop, useT } from '../../lib/strings.ts';
import type { FooterColumn } from '../../lib/widgets.api.ts';
import { openPanel } from '../../state/ui-store.ts';
import { Link } from '../shop-link.tsx';
import { Icon } from './icons.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';

/**
 * Spec 1: the footer: newsletter signup, social links (facebook, instagram, tiktok, youtube; both
 * as the store's owner set them, issue 17),
 * link columns (collapsing on mobile), payment, shipping and trust badges of the store, and the
 * company line with the current year.
 */
export function SiteFooter({ columns }: { columns: readonly FooterColumn[] }) {
  const t = useT();
  const { store, year, shell } = useShop();
  return (
    <footer className="site-footer">
      <div className="site-footer__top shell-width">
        {shell.settings ? <Newsletter settings={shell.settings.newsletter} /> : null}
        {shell.settings ? <SocialLinks links={shell.settings.social_links} brand={store.brand} /> : null}
      </div>
      {columns.length > 0 ? (
        <nav className="footer-columns shell-width" aria-label={t('shell.footer.links')}>
          {columns.map((column) => (
            <FooterLinkColumn key={column.title} column={column} />
          ))}
        </nav>
      ) : null}
      <div className="site-footer__badges shell-width">
        <BadgeList title={t('shell.footer.payment')} icons={store.paymentIcons} kind="payment" />
        <BadgeList title={t('shell.footer.shipping')} icons={store.shippingIcons} kind="shipping" />
        <BadgeList title={t('shell.footer.trust')} icons={store.trustMarks} kind="trust" />
      </div>
      <div className="site-footer__bottom shell-width">
        {/* Spec 3: the store's alternative logo, drawn for the dark footer. */}
        <img
          className="site-footer__logo"
          src={store.altLogo}
          alt={store.brand}
          width={176}
          height={40}
          loading="lazy"
          data-alt-logo=""
        />
        <p className="site-footer__company" data-company-line="">
          {t('shell.footer.company', { year, brand: store.brand, company: companyName })}
        </p>
        <button type="button" className="shell-link-button" onClick={() => openPanel('consentSettingsOpen')}>
          {t('shell.footer.cookieSettings')}
        </button>
      </div>
    </footer>
  );
}

/**
 * A link column. On mobile (576 px or narrower) its heading is a disclosure button and the
 * links collapse; wider, the button is not shown and the links always are (styles/shell.css).
 */
function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const storePath = useStorePath();
  const listId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className="footer-column" data-open={open} data-footer-column="">
      <h2 className="footer__heading footer-column__heading">
        <button
          type="button"
          className="footer-column__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {column.title}
          <Icon name="chevronDown" size={18} />
        </button>
        <span className="footer-column__title">{column.title}</span>
      </h2>
      <ul id={listId} className="footer-column__links">
        {column.links.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            {/^https?:/.test(link.url) ? (
              <a href={link.url}>{link.label}</a>
            ) : (
              <Link to={storePath(link.url)}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const networkNames: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

/**
 * The newsletter embed: the shop's own signup form, or a link to the provider's signup page when
 * the owner gave one (a URL, never a provider's HTML or script).
 */
function Newsletter({ settings }: { settings: NewsletterSettings }) {
  const t = useT();
  if (!settings.enabled) return null;
  if (!settings.signup_url) return <NewsletterSignup />;
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer__heading">
        {t('shell.newsletter.heading')}
      </h2>
      <p className="newsletter__text">{t('shell.newsletter.text')}</p>
      <a
        className="shell-button shell-button--primary"
        href={settings.signup_url}
        rel="noopener"
        data-newsletter-link=""
      >
        {t('shell.newsletter.signupLink')}
      </a>
    </section>
  );
}

function SocialLinks({ links, brand }: { links: SocialLinkSettings; brand: string }) {
  const t = useT();
  const present = socialNetworks.filter((network) => links[network]);
  if (present.length === 0) return null;
  return (
    <section className="social-links" aria-labelledby="social-links-heading">
      <h2 id="social-links-heading" className="footer__heading">
        {t('shell.social.heading')}
      </h2>
      <ul>
        {present.map((network) => (
          <li key={network}>
            <a href={links[network] ?? undefined} rel="noopener" data-social={network}>
              <span className="visually-hidden">
                {t('shell.social.link', { brand, network: networkNames[network] })}
              </span>
              <img src={`/icons/social-${network}.svg`} alt="" width={22} height={22} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BadgeList({
  title,
  icons,
  kind,
}: {
  title: string;
  icons: readonly (PaymentIcon | ShippingIcon | TrustMark)[];
  kind: 'payment' | 'shipping' | 'trust';
}) {
  if (icons.length === 0) return null;
  return (
    <section className="badge-list" data-badges={kind}>
      <h2 className="badge-list__title">{title}</h2>
      <ul>
        {icons.map((icon) => (
          <li key={icon}>
            <img
              src={`/icons/${icon}.svg`}
              alt={badgeNames[icon]}
              width={kind === 'trust' ? 120 : 64}
              height={40}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
