import { hrefTo } from "../../routes/href-to";
/** The member pages' shortcuts; labels are common.json keys. */
export const MEMBER_LINKS = [
  {
    href: hrefTo("inviteForm", { type: "blogger" }),
    labelKey: "member.links.applyBlogger",
    descKey: "member.links.applyBloggerDesc",
    icon: "pen",
  },
  {
    href: hrefTo("inviteForm", { type: "streamer" }),
    labelKey: "member.links.applyStreamer",
    descKey: "member.links.applyStreamerDesc",
    icon: "live",
  },
  {
    href: hrefTo("download"),
    labelKey: "member.links.download",
    descKey: "member.links.downloadDesc",
    icon: "download",
  },
  {
    href: hrefTo("supportArticle"),
    labelKey: "member.links.support",
    descKey: "member.links.supportDesc",
    icon: "help",
  },
] as const;
