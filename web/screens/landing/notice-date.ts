/** The part of i18next's `t` this needs, bound to the landing namespace. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A notice's date as the language writes it (Nov 5, 2026 · 2026年11月5日 · 5 нояб. 2026 г.), from
 * the language's own pattern and month names (landing:notices.date and notices.months) instead of
 * Intl.DateTimeFormat: the first date format a page builds loads ICU's calendar and time-zone
 * data, 25–30 ms of main thread (100–130 ms at Lighthouse's 4× CPU) in the very task that shows
 * the notices while the landing loads (ADR-0178).
 * A test holds every language's pattern to what ICU writes for { year, month: "short", day }.
 * Null for a missing or unreadable date: the notice is then shown without one.
 */
export function noticeDate(value: string | null | undefined, t: Translate): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const month = date.getMonth();
  return t("notices.date", {
    year: date.getFullYear(),
    monthName: t("notices.months").split(" ")[month] ?? String(month + 1),
    day: date.getDate(),
  });
}
