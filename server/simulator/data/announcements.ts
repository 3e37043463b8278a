import type { MessageKey } from "../../host/server-messages";

/** Notices for /public/announcement/all; text lives in locales/{locale}/server.json. */
export const ANNOUNCEMENTS: readonly {
  id: number;
  title: MessageKey;
  content: MessageKey;
  createdAt: string;
}[] = [
  {
    id: 3,
    title: "announcement3Title",
    content: "announcement3Content",
    createdAt: "2025-06-02T09:00:00.000Z",
  },
  {
    id: 2,
    title: "announcement2Title",
    content: "announcement2Content",
    createdAt: "2025-05-20T02:00:00.000Z",
  },
  {
    id: 1,
    title: "announcement1Title",
    content: "announcement1Content",
    createdAt: "2025-05-12T08:30:00.000Z",
  },
];

export const ANDROID_VERSION = { versionName: "2.4.1", versionCode: 241 } as const;
