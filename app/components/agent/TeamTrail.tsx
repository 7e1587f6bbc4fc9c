import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { agentHref } from "~/lib/member/centres";

/** Where in the team the list is: "My team › agentA › agentB", each step a link, and one back up. */
export function TeamTrail({ section, path, from }: { section: string; path: readonly string[]; from: string | null }) {
  const { t } = useTranslation("agent");
  if (path.length === 0) return null;
  const up = path.slice(0, -1);
  return (
    <div className="team-trail">
      <nav aria-label={t("trail.label")}>
        <ol className="team-trail__steps">
          <li>
            <Link to={agentHref(section, from)}>{t("trail.myTeam")}</Link>
          </li>
          {path.map((username, index) => (
            <li key={`${index}-${username}`}>
              {index === path.length - 1 ? (
                <span aria-current="page">{username}</span>
              ) : (
                <Link to={agentHref(section, from, { path: path.slice(0, index + 1).join(",") })}>{username}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Link to={agentHref(section, from, { path: up.join(",") })} className="btn btn--outline btn--small">
        {t("trail.back")}
      </Link>
    </div>
  );
}
