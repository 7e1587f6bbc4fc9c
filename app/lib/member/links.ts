// Where a member-centre entry leads (SPEC §6): a visitor gets the login pop-up, a trial member the
// warning in_need_true_account, a member the section. Shared by server and browser.
import { modalHref, type Place } from "~/lib/shell/urls";

export type Viewer = { isTrial: boolean } | null;

export function memberHref(viewer: Viewer, place: Place, section: string): string {
  if (!viewer) return modalHref(place, "login");
  if (viewer.isTrial) return modalHref(place, "needTrueAccount");
  return `/member/${section}`;
}
