import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { useAssociation, usePostalAddress } from '../../lib/association.tsx';
import { PRIVACY_POPUP_ID, PrivacyPopup, setPrivacyPopupOpen } from './privacy-popup.tsx';

/**
 * Every page but the privacy policy itself offers the privacy-policy popup, also once the cookie
 * notice (its other way in) is gone.
 */
function PrivacyPolicyButton() {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="site-footer__privacy"
      aria-haspopup="dialog"
      aria-controls={PRIVACY_POPUP_ID}
      onClick={() => setPrivacyPopupOpen(true)}
    >
      {t('footer.privacyPolicy')}
    </button>
  );
}

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  const association = useAssociation();
  const postalAddress = usePostalAddress();
  const name = association.name[toLanguage(i18n.language)];
  const onPrivacyPage = useLocation().pathname === '/privacypolicy';
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.social')}</h2>
          <ul className="link-list">
            {association.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                  <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <dl className="footer-details">
            <dt>{t('footer.mobile')}</dt>
            <dd>
              <a href={`tel:${association.phone.replace(/\s+/g, '')}`}>{association.phone}</a>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${association.email}`}>{association.email}</a>
            </dd>
            <dt>{t('footer.address')}</dt>
            <dd>{postalAddress}</dd>
            <dt>{t('footer.organisationNumber')}</dt>
            <dd>{association.organisationNumber}</dd>
          </dl>
          <p className="site-footer__about">
            <Link to="/aboutus">{t('footer.about')}</Link>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        {!onPrivacyPage && <PrivacyPolicyButton />}
        {t('footer.copyright', { year: association.copyrightYear, name })}
        <span className="site-footer__version">{t('footer.version', { version: association.appVersion })}</span>
      </p>
      {/* In the page while closed too: the entry script opens it before the app is there. */}
      {!onPrivacyPage && <PrivacyPopup />}
    </footer>
  );
}
