/** The member pages' shortcuts; labels are common.json keys. */
export const MEMBER_LINKS = [
  {
    href: "#/invite/blogger",
    labelKey: "member.links.applyBlogger",
    descKey: "member.links.applyBloggerDesc",
    icon: "pen",
  },
  {
    href: "#/invite/streamer",
    labelKey: "member.links.applyStreamer",
    descKey: "member.links.applyStreamerDesc",
    icon: "live",
  },
  {
    href: "#/download",
    labelKey: "member.links.download",
    descKey: "member.links.downloadDesc",
    icon: "download",
  },
  {
    href: "#/support/articles/account-delete",
    labelKey: "member.links.support",
    descKey: "member.links.supportDesc",
    icon: "help",
  },
] as const;
