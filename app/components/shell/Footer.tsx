import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { IconBankTransfer, IconOnlinePayment, SocialIcon } from "~/components/ui/Icons";
import { VendorBadge } from "~/components/ui/VendorBadges";
import { footerAbout } from "~/lib/shell/footer";
import type { ShellData } from "~/lib/shell/root.server";
import type { DepositMethod } from "~contract/answers/payments";

const PAYMENT_MARKS: Record<DepositMethod, JSX.Element> = {
  bank: <IconBankTransfer />,
  gateway: <IconOnlinePayment />,
};

/**
 * SPEC §2.3 footer: about, affiliate, payment image, responsibility, vendor icons, social links. What it says the
 * site offers is derived from what is connected (ADR 0063): the categories with games, the apps when there are,
 * the kinds of deposit the site takes; a block with nothing behind it is left out.
 */
export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__block" aria-labelledby="footer-about">
          <h2 id="footer-about">{t("footer.aboutTitle", { name: shell.merchantName })}</h2>
          <p id="footer-about-text">{footerAbout(t, shell.merchantName, shell.footer)}</p>
        </section>
        <section className="site-footer__block" aria-labelledby="footer-affiliate">
          <h2 id="footer-affiliate">{t("footer.affiliateTitle")}</h2>
          <p>{t("footer.affiliate")}</p>
        </section>
        {shell.footer.paymentMethods.length > 0 ? (
          <section className="site-footer__block" aria-labelledby="footer-payments">
            <h2 id="footer-payments">{t("footer.paymentsTitle")}</h2>
            <ul className="payment-list" data-testid="footer-payments">
              {shell.footer.paymentMethods.map((method) => (
                <li key={method} className="payment-list__item" data-method={method}>
                  {PAYMENT_MARKS[method]}
                  <span>{t(`footer.paymentMethods.${method}`)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shell.footerVendors.length > 0 ? (
          <section className="site-footer__block" aria-labelledby="footer-vendors">
            <h2 id="footer-vendors">{t("footer.vendorsTitle")}</h2>
            <ul className="vendor-list" data-testid="footer-vendors">
              {shell.footerVendors.map((vendor) => (
                <li key={vendor.code}>
                  <VendorBadge name={vendor.name} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shell.social.length > 0 ? (
          <section className="site-footer__block" aria-labelledby="footer-social">
            <h2 id="footer-social">{t("footer.socialTitle")}</h2>
            <ul className="social-list">
              {shell.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="social-list__link">
                    <SocialIcon name={link.label} />
                    <span>{link.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <section className="site-footer__responsible" aria-labelledby="footer-responsible">
        <span className="age-badge" aria-hidden="true">
          {t("footer.ageBadge")}
        </span>
        <div>
          <h2 id="footer-responsible">{t("footer.responsibleTitle")}</h2>
          <p>{t("footer.responsible")}</p>
          <p>
            <Link to="/member/responsiblePlay" id="footer-responsible-play">
              {t("care:link")}
            </Link>
          </p>
        </div>
      </section>
      <p className="site-footer__bottom">
        <span>{t("footer.copyright", { name: shell.merchantName })}</span> <Link to="/helpmc">{t("footer.help")}</Link>
      </p>
    </footer>
  );
}
