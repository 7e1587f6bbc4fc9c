// HTML written by the operator (promotions, announcements, help articles) is sanitized before it is
// rendered (DESIGN §8): structure and formatting, tables, images from our own static paths, links.
import sanitizeHtml from "sanitize-html";
import { remembered } from "../cache/remembered";

const IMAGE_PATH = /^\/wps\/static\/[\w\-./]+$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "span",
    "div",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "colgroup",
    "col",
    "a",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const next: sanitizeHtml.Attributes = { ...attribs };
      delete next.target;
      delete next.rel;
      if (external) {
        next.target = "_blank";
        next.rel = "noopener noreferrer";
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !IMAGE_PATH.test(frame.attribs.src ?? ""),
};

/** Operator HTML made safe; the same text is sanitized once (it is shown on every view of its page). */
export const sanitizeContent = remembered((html: string) => sanitizeHtml(html ?? "", options));
