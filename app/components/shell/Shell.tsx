import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ModalHost } from "~/components/modals/ModalHost";
import { routeFrame, showsBannerStrip, type Frame } from "~/lib/shell/frames";
import type { Language } from "~/lib/i18n/i18n";
import type { ShellData } from "~/lib/shell/root.server";
import type { Theme } from "~/lib/shell/theme";
import { usePlace } from "~/lib/shell/useRoot";
import { BannerStrip } from "./BannerStrip";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RightBar } from "./RightBar";
import { SideMenu } from "./SideMenu";

/**
 * The frame of the current route (SPEC §2.1, DESIGN §9 landmarks): a part the frame omits is not
 * rendered at all. The page's own content goes in <main>.
 */
export function Shell({
  shell,
  theme,
  language,
  frame: forcedFrame,
  children,
}: {
  shell: ShellData;
  theme: Theme;
  language: Language;
  /** The not-found page uses its own frame whatever the path looks like. */
  frame?: Frame;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const place = usePlace();
  const frame = forcedFrame ?? routeFrame(place.pathname);
  const menuClosedByDefault = shell.toggles.sideMenuForced === false;
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      {/* The open dialog comes first in the page: it draws over the page, and without scripts and styles (a text
          browser, a screen reader without JavaScript) it is read first, not after the footer. */}
      {shell.modal ? <ModalHost modal={shell.modal} shell={shell} place={place} /> : null}
      {frame.header ? <Header shell={shell} place={place} theme={theme} hasSideMenu={frame.sideMenu} /> : null}
      <div
        className={[
          "layout",
          frame.sideMenu ? "layout--side-menu" : "",
          frame.rightBar ? "layout--right-bar" : "",
          menuClosedByDefault ? "layout--menu-closed" : "",
          frame.header ? "" : "layout--bare",
        ]
          .filter(Boolean)
          .join(" ")}
      >
        {frame.sideMenu ? <SideMenu shell={shell} place={place} language={language} /> : null}
        <div className="page">
          {showsBannerStrip(frame, shell.banners.length) ? (
            <BannerStrip banners={shell.banners} carousel={frame.bannerGroup === "w_home"} />
          ) : null}
          <main id="main" className="page__main" tabIndex={-1}>
            {children}
          </main>
          {frame.footer ? <Footer shell={shell} /> : null}
        </div>
        {frame.rightBar ? <RightBar shell={shell} place={place} /> : null}
      </div>
    </>
  );
}
